import { describe, expect, it } from 'vitest';
import { firstSentence } from './sentences.ts';

describe('first sentence', () => {
  it('cuts after . ! ? or … and keeps the mark', () => {
    expect(firstSentence('Avec plaisir. N’hésitez pas à revenir.')).toBe('Avec plaisir.');
    expect(firstSentence('Hello! How can I help?')).toBe('Hello!');
    expect(firstSentence('Vraiment ? Dites-m’en plus.')).toBe('Vraiment ?');
    expect(firstSentence('Je vois… Racontez-moi.')).toBe('Je vois…');
    expect(firstSentence('Hmm... tell me more.')).toBe('Hmm...');
    expect(firstSentence('Really?! Tell me more.')).toBe('Really?!');
  });

  it('handles the French space before the mark', () => {
    expect(firstSentence('Bonjour\u00a0! Comment puis-je vous aider\u00a0?')).toBe('Bonjour\u00a0!');
    expect(firstSentence('Bonjour ! Comment allez-vous ?')).toBe('Bonjour !');
  });

  it('keeps closing quotes, brackets and emphasis with the sentence', () => {
    expect(firstSentence('Il a dit « merci\u00a0! » Puis il est parti.')).toBe('Il a dit « merci\u00a0! »');
    expect(firstSentence('**Bonjour !** Que puis-je faire ?')).toBe('**Bonjour !**');
    expect(firstSentence('(That is fine.) Go on.')).toBe('(That is fine.)');
  });

  it('does not cut inside numbers', () => {
    expect(firstSentence('Dormez 7.5 heures par nuit. Et bougez.')).toBe('Dormez 7.5 heures par nuit.');
    expect(firstSentence('Version 2.0.1 is out. Enjoy.')).toBe('Version 2.0.1 is out.');
  });

  it('does not cut after abbreviations, initials or list numbers', () => {
    expect(firstSentence('Faites une pause, p. ex. une marche. Puis reprenez.')).toBe(
      'Faites une pause, p. ex. une marche.',
    );
    expect(firstSentence('Take a break, e.g. a walk. Then go back.')).toBe('Take a break, e.g. a walk.');
    expect(firstSentence('Take a break, i.e. stop. Then go back.')).toBe('Take a break, i.e. stop.');
    expect(firstSentence('Parlez-en à M. Dupont. Il saura.')).toBe('Parlez-en à M. Dupont.');
    expect(firstSentence('Trois conseils\u00a0: 1. Respirez. 2. Marchez.')).toBe('Trois conseils\u00a0: 1. Respirez.');
    expect(firstSentence('1. Respirez lentement.\n2. Marchez.')).toBe('1. Respirez lentement.');
  });

  it('treats etc. before a capital as the end', () => {
    expect(firstSentence('Sport, sommeil, etc. Ensuite, parlons travail.')).toBe('Sport, sommeil, etc.');
    expect(firstSentence('Sport, sommeil, etc. sont utiles. Ensuite.')).toBe('Sport, sommeil, etc. sont utiles.');
  });

  it('returns the whole trimmed text when no sentence ends', () => {
    expect(firstSentence('  Avec plaisir  ')).toBe('Avec plaisir');
    expect(firstSentence('Hello 👋')).toBe('Hello 👋');
    expect(firstSentence('')).toBe('');
  });

  it('ignores marks inside words and links', () => {
    expect(firstSentence('Voir www.travail-emploi.gouv.fr pour plus. Merci.')).toBe(
      'Voir www.travail-emploi.gouv.fr pour plus.',
    );
  });
});
