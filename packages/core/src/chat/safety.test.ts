import { describe, expect, it } from 'vitest';
import { CRISIS_LINES, crisisWords, isCrisisMessage } from './safety.ts';

describe('crisis detection', () => {
  it.each([
    'Je pense au suicide',
    'J’ai envie de me suicider',
    'je veux en finir',
    'J’ai envie d’en finir avec la vie',
    'Je voudrais mettre fin à mes jours',
    'Je vais me tuer',
    'J’ai pensé à me tuer hier soir',
    'Je n’ai plus envie de vivre',
    'Je veux mourir',
    'J’ai envie de disparaître',
    'Il m’arrive de me faire du mal',
    'Je me scarifie depuis des mois',
    'J’ai des idées noires',
    'Tout le monde serait mieux sans moi',
    'Je n’ai plus aucune raison de vivre',
    'JE VEUX MOURIR',
    'j’ai envie de disparaitre', // without the accent
    'je pense a me suicider',
  ])('flags (fr): %s', (text) => expect(isCrisisMessage(text)).toBe(true));

  it.each([
    'I want to kill myself',
    'I keep thinking about suicide',
    'I feel suicidal',
    'I want to end my life',
    'Sometimes I just want to end it all',
    'I want to die',
    'I self-harm when it gets too much',
    'I hurt myself on purpose',
    'There is no reason to live',
    'I have nothing left to live for',
    "I don't want to live anymore",
    'Everyone would be better off without me',
  ])('flags (en): %s', (text) => expect(isCrisisMessage(text)).toBe(true));

  it.each([
    'Je suis stressé',
    'Ce projet me tue',
    'Mon chef va me tuer si je rate la deadline',
    'Je me tue à la tâche',
    'Comment dire non ?',
    'J’ai hâte d’en finir avec ce dossier',
    'Je veux mettre fin à ce contrat',
    'Je suis mort de fatigue',
    'On meurt de chaud au bureau',
    'Je n’ai pas envie de vivre à Paris',
    'Je veux me couper du monde ce week-end',
    'Comment mieux gérer mon stress au travail ?',
  ])('does not flag (fr): %s', (text) => expect(isCrisisMessage(text)).toBe(false));

  it.each([
    // A figure of speech about work, with no self-harm named: not flagged (decision in safety.ts).
    'This deadline is killing me',
    'deadline killing me',
    "I'm stressed",
    'How do I say no to extra work?',
    "I'd kill for a coffee",
    'My boss will kill me',
    'I want to end this meeting early',
    "I'm dying to start my new job",
    'I hurt my back lifting boxes',
    "I don't want to live in London",
    "I'm dead tired",
  ])('does not flag (en): %s', (text) => expect(isCrisisMessage(text)).toBe(false));
});

describe('crisis detection: indirect wording, methods, inflections, typos (a development set; the evaluation set is measured apart)', () => {
  it.each([
    'Honnêtement je ne vois aucune issue',
    'Je suis lasse de vivre',
    'Je voudrais m’endormir et ne plus me réveiller',
    'Parfois je rêve de disparaître à jamais',
    'J’ai perdu le goût de vivre, plus la force de continuer',
    'Je ne veux plus être là',
    'La vie n’a aucun sens pour moi',
    'Je pense à sauter du pont en rentrant',
    'Je pourrais avaler toutes mes pilules ce soir',
    'je pense a me pendre',
    'Je vais passer à l’acte',
    'je pense au sucide',
    'des pensées suicidaires, je suis suicdaire',
    'Mon collègue m’a dit qu’il voulait se tuer',
    'Elle parle de mettre fin à ses jours',
    'je ne supporte plus de vivre',
    'Je ne peux plus vivre comme ça',
    'je veut mourrir',
    'Je me coupe avec une lame quand ça déborde',
    'Je ne vois pas pourquoi je continuerais à vivre',
    'Demain je ne serai plus là',
    'J’aimerais m’endormir pour toujours',
    'Je veux rejoindre ma mère au ciel',
    'J’aurais préféré ne jamais naître',
    'Je pense à me défenestrer',
    'J’ai stocké des médicaments au cas où',
    'je veux en finire',
  ])('flags (fr): %s', (text) => expect(isCrisisMessage(text)).toBe(true));

  it.each([
    "I can't go on anymore.",
    'I cannot keep going like this',
    'I see no way out',
    'Sometimes I wish I could go to sleep and never wake up',
    'I just want to disappear for good',
    "Life isn't worth living",
    "What's the point of living",
    'I have been thinking about ending it all',
    'I thought about jumping off the bridge on my way home',
    'I could step in front of a train',
    'I want to take all my pills tonight',
    'I keep thinking of killing myself',
    'I want to kil myself',
    'i want to kill mysefl',
    'thinking about sucide lately',
    'My coworker keeps talking about killing himself',
    'He said he wants to end his life',
    'I no longer want to live',
    'Nobody would miss me',
    'I burn myself with a lighter',
    'honestly i want to kms',
    "I don't see why I should keep living",
    "I won't be around much longer",
    "I'd rather be dead",
    'I wish I had never been born',
    'I just want to fall asleep forever',
    "I've been giving away my things",
    'I cut again last night',
    'How many pills would be enough to not wake up',
    'i want to kil my self',
  ])('flags (en): %s', (text) => expect(isCrisisMessage(text)).toBe(true));

  it.each([
    'Je ne vois pas de solution à ce bug',
    'Je ne vois pas d’issue à ce conflit avec mon collègue',
    'On s’est tiré une balle dans le pied avec ce devis',
    'Je veux tout arrêter et changer de métier',
    'Je saute du train de 8 h tous les matins',
    'Je prends mes médicaments contre la migraine au bureau',
    'Je veux que ce bruit s’arrête',
    "I can't go on holiday this month",
    'We need to keep going with the roadmap',
    "There's no way out of this meeting",
    'We killed it at the demo',
    'This commute is killing me',
    'I will myself to go to the gym',
    'I want to take all my holidays in August',
    "I'm billing myself as a consultant",
    'Il se tue à la tâche pour ce client',
    'Je ne peux plus vivre avec ce bruit en open space',
    'I no longer want to live in Lyon',
    'I ran 10 kms before work',
    "I can't live without coffee",
    'Je me tuerais pour un café',
    "I'd rather die than sit through another budget meeting",
    'Je garde mes médicaments au bureau',
    'I cut again the intro of the video',
  ])('does not flag: %s', (text) => expect(isCrisisMessage(text)).toBe(false));
});

describe('the crisis card', () => {
  it('gives 3114, 15 and 112 to call and 114 by text message, each once', () => {
    expect(CRISIS_LINES.map((line) => line.href)).toEqual(['tel:3114', 'tel:15', 'tel:112', 'sms:114']);
    for (const line of CRISIS_LINES) expect(line.href.endsWith(`:${line.number}`)).toBe(true);
  });

  it.each(['fr', 'en'] as const)(
    'has kind words that point to the card without repeating its numbers (%s)',
    (language) => {
      const words = crisisWords(language);
      expect(words).not.toMatch(/\b(?:3114|15|112|114)\b/);
      expect(words.length).toBeGreaterThan(40);
    },
  );
});
