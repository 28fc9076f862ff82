import { describe, expect, it } from 'vitest';
import { CANNED_KINDS, CANNED_REPLIES, cannedKind, cannedReply } from './canned-replies.ts';

describe('canned kinds', () => {
  it('lists greeting, thanks and goodbye', () => {
    expect(CANNED_KINDS).toEqual(['greeting', 'thanks', 'goodbye']);
  });

  it.each([
    'Bonjour',
    'Bonjour !',
    'Salut Marie',
    'coucou',
    'Bonsoir à tous',
    'Hello',
    'Hey',
    'Hi there!',
    'Good morning',
    // Asking how one is, after a greeting, is still a greeting (issue 12).
    'salut, ça va ?',
    'Bonjour, comment ça va ?',
    'Bonjour, vous allez bien ?',
    'Hello, how are you?',
    "Hi, how's it going?",
  ])('greeting: %s', (text) => expect(cannedKind(text)).toBe('greeting'));

  it.each([
    'Merci !',
    'merci beaucoup',
    'Merci pour votre aide',
    'Je vous remercie',
    'Merci Claire',
    'Ok merci',
    'thanks',
    'thank you',
    'Thanks a lot!',
    'Thank you for your help',
  ])('thanks: %s', (text) => expect(cannedKind(text)).toBe('thanks'));

  it.each([
    'au revoir',
    'Au revoir !',
    'à bientôt',
    'A bientot',
    'Merci, bonne journée',
    'Salut, à plus !',
    'bye',
    'Goodbye',
    'see you',
    'Thanks, see you soon',
    'Have a nice day',
  ])('goodbye: %s', (text) => expect(cannedKind(text)).toBe('goodbye'));

  it.each([
    'ok',
    'Ok !',
    'oui',
    'Bonjour, comment ça marche ?',
    'Salut, comment dire non à mon chef ?',
    'Hi, how do I say no?',
    'Hi, I need help with my manager',
    'Merci mais je ne suis pas d’accord',
    'Thanks, but how do I say no?',
    "That's a plus",
    'Comment mieux gérer mon stress au travail ?',
    '',
    'merci '.repeat(9),
  ])('not canned: %s', (text) => expect(cannedKind(text)).toBeNull());
});

describe('canned replies', () => {
  it('has 3 distinct replies per kind and language', () => {
    for (const kind of CANNED_KINDS) {
      for (const language of ['fr', 'en'] as const) {
        expect(new Set(CANNED_REPLIES[kind][language]).size).toBe(3);
      }
    }
  });

  it('writes French with a non-breaking space before ? ! : ; and in « vous »', () => {
    for (const kind of CANNED_KINDS) {
      for (const reply of CANNED_REPLIES[kind].fr) {
        expect(reply).not.toMatch(/[^\u00a0][?!:;]/);
        expect(reply).not.toMatch(/\b(?:tu|te|toi|ton|ta|tes)\b/);
      }
    }
  });

  it('chooses with the injected pick, deterministically', () => {
    expect(cannedReply('Bonjour', 'fr', () => 0)).toBe(CANNED_REPLIES.greeting.fr[0]);
    expect(cannedReply('Bonjour', 'fr', () => 0.34)).toBe(CANNED_REPLIES.greeting.fr[1]);
    expect(cannedReply('Bonjour', 'fr', () => 0.999)).toBe(CANNED_REPLIES.greeting.fr[2]);
    expect(cannedReply('thanks', 'en', () => 0.5)).toBe(CANNED_REPLIES.thanks.en[1]);
    expect(cannedReply('au revoir', 'fr', () => 0.7)).toBe(CANNED_REPLIES.goodbye.fr[2]);
    expect(cannedReply('bye', 'en', () => 0.1)).toBe(CANNED_REPLIES.goodbye.en[0]);
  });

  it('stays in range whatever pick returns', () => {
    expect(cannedReply('Hello', 'en', () => 1)).toBe(CANNED_REPLIES.greeting.en[2]);
    expect(cannedReply('Hello', 'en', () => -1)).toBe(CANNED_REPLIES.greeting.en[0]);
    expect(cannedReply('Hello', 'en', () => Number.NaN)).toBe(CANNED_REPLIES.greeting.en[0]);
  });

  it('reaches all three replies with Math.random', () => {
    const seen = new Set(Array.from({ length: 200 }, () => cannedReply('Merci !', 'fr')));
    expect(seen).toEqual(new Set(CANNED_REPLIES.thanks.fr));
  });

  it('replies in the language it is given', () => {
    expect(CANNED_REPLIES.greeting.en).toContain(cannedReply('Bonjour', 'en'));
    expect(CANNED_REPLIES.greeting.fr).toContain(cannedReply('Hello', 'fr'));
  });

  it('returns null when the model must answer', () => {
    expect(cannedReply('ok', 'fr')).toBeNull();
    expect(cannedReply('How do I say no to extra work?', 'en')).toBeNull();
  });
});
