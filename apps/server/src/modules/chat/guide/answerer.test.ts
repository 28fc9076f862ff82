import { describe, expect, it } from 'vitest';
import {
  createGuideAnswerer,
  guideSourceLine,
  MIN_SCORE,
  queryWords,
  rephraseAnswer,
  termProcessor,
} from './answerer.ts';
import { GUIDE_ENTRIES, GUIDE_TOPICS } from './entries/index.ts';
import type { Language } from '@va/core/language';
import { isRightAnswer, labelledQuestions } from '../../../../test/fixtures/labelled-questions.ts';
import type { GuideEntry } from './entries/index.ts';

const answerer = createGuideAnswerer();
const entry = (id: string): GuideEntry => {
  const found = GUIDE_ENTRIES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no entry ${id}`);
  return found;
};

/** Sentence ends: . ! ? … (maybe closing a quotation) followed by a capital or the end. */
const sentenceCount = (text: string) => (text.match(/[.!?…](?:\u00a0?[»”])?(?=\s+[A-ZÀ-ÖØ-Þ«“]|\s*$)/gu) ?? []).length;

describe('embedded answerer', () => {
  it('answers a French stress question with the stress entry, in French, saying it comes from the guide', () => {
    const reply = answerer.answer('Comment mieux gérer mon stress au travail ?', 'fr');
    expect(reply.matched).toBe(true);
    expect(reply.entryIds[0]).toBe('stress');
    expect(reply.text.startsWith(entry('stress').answer.fr)).toBe(true);
    expect(reply.text).toContain('Réponse issue du guide intégré de Votre assistant.');
  });

  it('answers an English question about saying no with the workload entry, in English', () => {
    const reply = answerer.answer('How do I say no to extra work?', 'en');
    expect(reply.matched).toBe(true);
    expect(reply.entryIds[0]).toBe('saying-no');
    expect(reply.text.startsWith(entry('saying-no').answer.en)).toBe(true);
    expect(reply.text).toContain("Answer from Votre assistant's built-in guide.");
  });

  it.each<[Language, string, string]>([
    ['fr', 'Quels sont les signes du burn-out ?', 'burnout'],
    ['en', 'What are the warning signs of burnout?', 'burnout'],
    ['fr', 'Le droit à la déconnexion, c’est quoi ?', 'right-to-disconnect'],
    ['en', 'Do I have to answer e-mails after hours?', 'right-to-disconnect'],
    ['fr', 'Je me sens isolé en télétravail', 'remote-isolation'],
    ['en', 'I feel lonely working remotely', 'remote-isolation'],
    ['fr', 'J’ai un conflit avec un collègue', 'conflict'],
    ['en', 'How do I handle a conflict with a coworker?', 'conflict'],
    ['fr', 'C’est quoi l’ikigai ?', 'ikigai'],
    ['en', 'What are the four circles of ikigai?', 'ikigai'],
    ['fr', 'Je dors mal à cause du travail', 'sleep'],
    ['en', 'I can’t sleep because I keep thinking about work', 'sleep'],
    ['fr', 'Je suis assis toute la journée, comment bouger plus ?', 'movement'],
    ['fr', 'sédentarité au bureau', 'movement'],
    ['fr', 'Comment parler à mon manager de ma charge de travail ?', 'talking-to-manager'],
    ['en', 'How do I tell my boss I am struggling?', 'talking-to-manager'],
    ['fr', 'Comment prendre rendez-vous avec le médecin du travail ?', 'occupational-doctor'],
    ['en', 'Can I see the occupational doctor without telling my employer?', 'occupational-doctor'],
    ['fr', 'À quoi sert le CSE ?', 'cse'],
    ['en', 'What is the CSE and how can it help me?', 'cse'],
    ['fr', 'J’ai le syndrome de l’imposteur', 'impostor'],
    ['en', 'I feel like a fraud in my new job', 'impostor'],
    ['fr', 'Je manque de reconnaissance dans mon travail', 'recognition'],
    ['en', 'I feel undervalued and nobody thanks me', 'recognition'],
    ['fr', 'Je ne trouve plus de sens à mon travail', 'meaning'],
    ['en', 'My job feels meaningless', 'meaning'],
    ['fr', 'Je suis freelance et je me sens seul', 'freelance-isolation'],
    ['en', 'Being self-employed is lonely', 'freelance-isolation'],
    ['fr', 'Un membre de mon équipe ne va pas bien, comment l’aider ?', 'manager-support'],
    ['en', 'As a manager, how do I support a team member who is struggling?', 'manager-support'],
  ])('%s: « %s » → %s', (language, question, expected) => {
    const reply = answerer.answer(question, language);
    expect(reply.matched).toBe(true);
    expect(reply.entryIds[0]).toBe(expected);
    expect(reply.text.startsWith(entry(expected).answer[language])).toBe(true);
    expect(reply.text.endsWith(guideSourceLine[language])).toBe(true);
  });

  it('still finds the entry through typos and missing accents', () => {
    expect(answerer.answer('strees au travial', 'fr').entryIds[0]).toBe('stress');
    expect(answerer.answer('je suis epuisee', 'fr').entryIds[0]).toBe('burnout');
    expect(answerer.answer('teletravial isolement', 'fr').entryIds[0]).toBe('remote-isolation');
    expect(answerer.answer('imposter sindrome', 'en').entryIds[0]).toBe('impostor');
  });

  it.each<Language>(['fr', 'en'])('asks to rephrase, in %s, when nothing matches', (language) => {
    for (const question of ['xqzt blorp', '', '   ', '?!', 'test']) {
      expect(answerer.answer(question, language)).toEqual({
        text: rephraseAnswer[language],
        entryIds: [],
        matched: false,
      });
    }
    expect(rephraseAnswer.fr).toContain(
      'Je n’ai pas trouvé de réponse dans mon guide. Pouvez-vous reformuler votre question, par exemple en précisant la situation\u00a0?',
    );
  });

  it('answers a question typed in the other language, in the interface language', () => {
    const reply = answerer.answer('How do I say no to extra work?', 'fr');
    expect(reply.entryIds[0]).toBe('saying-no');
    expect(reply.text.startsWith(entry('saying-no').answer.fr)).toBe(true);
    expect(answerer.answer('Je pense au suicide', 'en').entryIds).toEqual(['crisis']);
  });

  it('puts the crisis entry first, alone, when a question speaks of suicide, even among other subjects', () => {
    for (const [question, language] of [
      ['J’ai envie de mourir', 'fr'],
      ['Je pense au suicide à cause du stress au travail', 'fr'],
      ['I want to kill myself', 'en'],
      ['I have suicidal thoughts because of my burnout', 'en'],
    ] as const) {
      const reply = answerer.answer(question, language);
      expect(reply.entryIds).toEqual(['crisis']);
      // The numbers are on the crisis card the chat shows with it (core chat/safety.ts).
      expect(reply.text).toContain(language === 'fr' ? 'carte ci-dessus' : 'card above');
    }
    // Idioms are not a crisis; and a question that only shares a word with the crisis entry does
    // not get it, not even as "see also".
    expect(answerer.answer('Je meurs de fatigue', 'fr').entryIds[0]).toBe('burnout');
    expect(answerer.answer('Je me réveille à 4 h du matin en pensant à mes dossiers', 'fr').entryIds).not.toContain(
      'crisis',
    );
  });

  it('never gives the crisis entry by retrieval alone: work idioms that share its words get an answer or a request to rephrase', () => {
    for (const [question, language] of [
      ['ce projet me tue', 'fr'],
      ['la deadline va me tuer', 'fr'],
      ['Je suis désespéré par ce tableur', 'fr'],
      ['this commute is killing me', 'en'],
      ['we killed it at the demo', 'en'],
      ['I feel hopeless about this spreadsheet', 'en'],
    ] as const) {
      const reply = answerer.answer(question, language);
      expect(reply.entryIds, question).not.toContain('crisis');
      expect(reply.text, question).not.toContain('3114');
    }
  });

  it('answers from the asker’s side: the same question gets the employee’s or the manager’s entry', () => {
    expect(answerer.answer('How do I give feedback?', 'en', 'manager').entryIds[0]).toBe('giving-feedback');
    expect(answerer.answer('How do I give feedback?', 'en', 'employee').entryIds[0]).toBe('upward-feedback');
    // An entry for everyone is not held back.
    expect(answerer.answer('Comment mieux gérer mon stress au travail ?', 'fr', 'manager').entryIds[0]).toBe('stress');
  });

  it('points to a second entry when it comes close, in one French-typeset sentence', () => {
    const reply = answerer.answer('C’est quoi l’ikigai ?', 'fr');
    expect(reply.entryIds).toEqual(['ikigai', 'ikigai-practice']);
    expect(reply.text).toContain(`Voir aussi\u00a0: «\u00a0${entry('ikigai-practice').title.fr}\u00a0».`);
    const english = answerer.answer('What is ikigai and how does it work?', 'en');
    expect(english.entryIds).toEqual(['ikigai', 'ikigai-practice']);
    expect(english.text).toContain(`See also: “${entry('ikigai-practice').title.en}”.`);
    // Not when the best entry is far ahead.
    expect(answerer.answer('Comment utiliser mon CPF ?', 'fr').entryIds).toEqual(['cpf']);
  });

  it('gets at least 95 % of the labelled questions right', () => {
    const wrong = labelledQuestions.filter(
      (item) => !isRightAnswer(item, answerer.answer(item.question, item.language).entryIds[0] ?? null),
    );
    expect(labelledQuestions.length).toBeGreaterThanOrEqual(200);
    expect(wrong.length / labelledQuestions.length).toBeLessThanOrEqual(0.05);
  });

  it('answers fast once the indexes are built', () => {
    answerer.warmUp();
    const questions = labelledQuestions.slice(0, 100);
    const started = performance.now();
    for (const { question, language } of questions) answerer.answer(question, language);
    // Well under a millisecond each on a laptop; the bound only catches an index rebuilt per question.
    expect((performance.now() - started) / questions.length).toBeLessThan(20);
  });

  it('can answer from other entries (thresholds are calibrated for the built-in guide)', () => {
    const withoutCpf = createGuideAnswerer({ entries: GUIDE_ENTRIES.filter((item) => item.id !== 'cpf') });
    expect(withoutCpf.answer('Comment utiliser mon CPF ?', 'fr').entryIds).not.toContain('cpf');
    expect(withoutCpf.answer('Je dors mal à cause du travail', 'fr').entryIds[0]).toBe('sleep');
  });

  it('analyses words the same way for the index and the question', () => {
    const french = termProcessor('fr');
    expect(french('Stressée')).toBe('stress');
    expect(french('épuisée')).toBe(french('epuisee'));
    expect(french('vous')).toBeNull();
    expect(termProcessor('en')('no')).toBe('no');
    expect(queryWords('Je me sens seul au travail', 'fr')).toEqual(['seul']);
    expect(queryWords('travail', 'fr')).toEqual(['travail']);
    expect(MIN_SCORE).toBeGreaterThan(0);
  });
});

describe('built-in guide', () => {
  it('has at least 40 entries with unique ids and known topics', () => {
    expect(GUIDE_ENTRIES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(GUIDE_ENTRIES.map((item) => item.id)).size).toBe(GUIDE_ENTRIES.length);
    for (const item of GUIDE_ENTRIES) expect(GUIDE_TOPICS).toContain(item.topic);
  });

  it('covers the subjects the chat must know about', () => {
    const ids = GUIDE_ENTRIES.map((item) => item.id);
    for (const id of [
      'stress',
      'breathing',
      'micro-breaks',
      'burnout',
      'saying-no',
      'prioritising',
      'deadlines',
      'right-to-disconnect',
      'remote-boundaries',
      'remote-isolation',
      'conflict',
      'mediation',
      'recognition',
      'meaning',
      'ikigai',
      'ikigai-practice',
      'values',
      'strengths',
      'professional-review',
      'cpf',
      'skills-assessment',
      'sleep',
      'movement',
      'nutrition',
      'work-life-balance',
      'mental-load',
      'impostor',
      'motivation',
      'change',
      'harassment',
      'talking-to-manager',
      'occupational-doctor',
      'cse',
      'freelance-isolation',
      'freelance-boundaries',
      'manager-support',
      'team-rituals',
      'giving-feedback',
      'meetings',
      'digital-overload',
      'return-after-leave',
      'grief',
      'crisis',
    ]) {
      expect(ids).toContain(id);
    }
  });

  it.each(GUIDE_ENTRIES.map((item) => [item.id, item] as const))(
    '%s is complete in French and English',
    (_id, item) => {
      for (const language of ['fr', 'en'] as const) {
        expect(item.title[language].trim()).not.toBe('');
        expect(item.answer[language].trim()).not.toBe('');
        expect(item.keywords[language].length).toBeGreaterThan(0);
        for (const keyword of item.keywords[language]) expect(keyword.trim()).not.toBe('');
        const sentences = sentenceCount(item.answer[language]);
        expect(sentences).toBeGreaterThanOrEqual(3);
        expect(sentences).toBeLessThanOrEqual(6);
      }
    },
  );

  it.each(GUIDE_ENTRIES.map((item) => [item.id, item] as const))('%s follows French typography', (_id, item) => {
    for (const text of [item.title.fr, item.answer.fr, ...item.keywords.fr]) {
      // A no-break space before ? ! : ; and inside « », and the typographic apostrophe.
      expect(text).not.toMatch(/ [?!:;»]/u);
      expect(text).not.toMatch(/[^\u00a0][?!:;](?:\s|$)/u);
      expect(text).not.toMatch(/«(?!\u00a0)|(?<!\u00a0)»/u);
      expect(text).not.toContain("'");
    }
    // The formal « vous »: never « tu » or « ton/ta/tes » addressed to the reader.
    expect(item.answer.fr).not.toMatch(/(?<!\p{L})(?:tu|ton|ta|tes|toi)(?!\p{L})/iu);
    for (const text of [item.title.en, item.answer.en]) expect(text).not.toContain('\u00a0');
  });
});
