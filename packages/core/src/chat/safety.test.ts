import { describe, expect, it } from 'vitest';
import { crisisResources, isCrisisMessage, withCrisisResources } from './safety.ts';

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

describe('crisis resources', () => {
  it.each(['fr', 'en'] as const)('always gives 3114, 15 and 112 (%s)', (language) => {
    const block = crisisResources(language);
    expect(block).toContain('3114');
    expect(block).toMatch(/\b15\b/);
    expect(block).toMatch(/\b112\b/);
  });

  it('says what 3114 is, in each language', () => {
    expect(crisisResources('fr')).toContain('prévention du suicide');
    expect(crisisResources('fr')).toContain('24\u00a0h/24');
    expect(crisisResources('en')).toContain('your local emergency number');
  });

  it('prepends the block once, for a crisis message only', () => {
    const message = 'Je veux mourir';
    const once = withCrisisResources('Je suis là pour vous écouter.', message, 'fr');
    expect(once.startsWith(crisisResources('fr'))).toBe(true);
    expect(once.endsWith('Je suis là pour vous écouter.')).toBe(true);
    expect(withCrisisResources(once, message, 'fr')).toBe(once);
    expect(once.split('3114')).toHaveLength(2);
  });

  it('leaves a reply that already gives 3114, or a non-crisis exchange, alone', () => {
    expect(withCrisisResources('Appelez le 3114.', 'Je veux mourir', 'fr')).toBe('Appelez le 3114.');
    expect(withCrisisResources('Try a short walk.', 'deadline killing me', 'en')).toBe('Try a short walk.');
  });

  it('gives the block alone when the reply is empty', () => {
    expect(withCrisisResources('', 'I want to die', 'en')).toBe(crisisResources('en'));
  });
});
