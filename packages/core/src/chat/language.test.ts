import { describe, expect, it } from 'vitest';
import { detectChatLanguage, LANGUAGE_DETECTION } from './language.ts';

describe('chat language detection', () => {
  it('uses the spec constants: 2048 characters looked at, 3 at least', () => {
    expect(LANGUAGE_DETECTION).toEqual({ maxChars: 2048, minChars: 3 });
  });

  it('keeps the preferred language below 3 characters', () => {
    expect(detectChatLanguage('ok', 'fr')).toBe('fr');
    expect(detectChatLanguage('ok', 'en')).toBe('en');
    expect(detectChatLanguage('  ok  ', 'en')).toBe('en');
    expect(detectChatLanguage('', 'fr')).toBe('fr');
  });

  it('keeps the preferred language for a message without letters', () => {
    expect(detectChatLanguage('👍👍👍', 'fr')).toBe('fr');
    expect(detectChatLanguage('???', 'fr')).toBe('fr');
    expect(detectChatLanguage('2024', 'fr')).toBe('fr');
  });

  it('finds French from common French words, even in short messages', () => {
    expect(detectChatLanguage('Merci !', 'en')).toBe('fr');
    expect(detectChatLanguage('Salut', 'en')).toBe('fr');
    expect(detectChatLanguage('je suis fatigue', 'en')).toBe('fr');
    expect(detectChatLanguage('Comment mieux gérer mon stress au travail ?', 'en')).toBe('fr');
  });

  it('finds French from elisions and French letters', () => {
    expect(detectChatLanguage("j'ai peur", 'en')).toBe('fr');
    expect(detectChatLanguage('Épuisé', 'en')).toBe('fr');
  });

  it('calls mixed text French when it holds French words', () => {
    expect(detectChatLanguage('Hello, je suis stressé au travail', 'en')).toBe('fr');
  });

  it('calls English what is not French', () => {
    expect(detectChatLanguage('Hey', 'fr')).toBe('en');
    expect(detectChatLanguage('Hi!', 'fr')).toBe('en');
    expect(detectChatLanguage('How do I say no to extra work?', 'fr')).toBe('en');
    expect(detectChatLanguage('Good morning', 'fr')).toBe('en');
  });

  it('does not take English words that French shares for French', () => {
    expect(detectChatLanguage('Can you comment on my plan?', 'fr')).toBe('en');
    expect(detectChatLanguage('I feel a lot of stress at work', 'fr')).toBe('en');
    expect(detectChatLanguage('I updated my résumé at the café', 'fr')).toBe('en');
    expect(detectChatLanguage("I don't know what I'd do", 'fr')).toBe('en');
  });

  it('keeps the interface language for a lone word both languages use', () => {
    expect(detectChatLanguage('stress', 'fr')).toBe('fr');
    expect(detectChatLanguage('burnout', 'en')).toBe('en');
    expect(detectChatLanguage('Feedback', 'fr')).toBe('fr');
    expect(detectChatLanguage('stress', 'en')).toBe('en');
  });

  it('leaves words quoted from the other language out of the decision', () => {
    expect(detectChatLanguage('How do I ask for a « bilan de compétences » with my employer?', 'fr')).toBe('en');
    expect(detectChatLanguage('What is a "visite de reprise" exactly?', 'fr')).toBe('en');
    expect(detectChatLanguage('What happens at the (visite de reprise) after sick leave?', 'fr')).toBe('en');
    expect(detectChatLanguage('Comment demander un « career coaching » à mon employeur ?', 'en')).toBe('fr');
    // Nothing but a quotation: the quotation decides.
    expect(detectChatLanguage('« visite de reprise »', 'en')).toBe('fr');
  });

  it('looks only at the first 2048 characters', () => {
    let english = '';
    while (english.length < LANGUAGE_DETECTION.maxChars) english += 'I feel tired at work and I need advice. ';
    english = english.slice(0, LANGUAGE_DETECTION.maxChars);
    let message = english;
    while (message.length < 3000) message += ' Je suis très stressé au travail, merci de votre aide.';
    message = message.slice(0, 3000);
    expect(message).toHaveLength(3000);
    expect(detectChatLanguage(message, 'fr')).toBe('en');
    expect(detectChatLanguage(message.slice(2048), 'en')).toBe('fr');
  });
});
