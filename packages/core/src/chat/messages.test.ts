import { describe, expect, it } from 'vitest';
import { CHAT_MAX_LENGTH, chatRequestSchema } from './contract.ts';
import { AI_DISCLAIMER, CHAT_ERROR_MESSAGES, welcomeMessage } from './messages.ts';

describe('chat messages to the user', () => {
  it('keeps the spec’s French verbatim', () => {
    expect(CHAT_ERROR_MESSAGES.http.fr).toBe('Je suis désolé, une erreur est survenue. Veuillez réessayer.');
    expect(CHAT_ERROR_MESSAGES.http.en).toBe("I'm sorry, an error occurred. Please try again.");
    expect(CHAT_ERROR_MESSAGES.empty.fr).toBe(
      "Je suis désolé, je n'ai pas pu générer une réponse appropriée. Pouvez-vous reformuler votre question ?",
    );
    expect(CHAT_ERROR_MESSAGES.empty.en).toBe(
      "I'm sorry, I couldn't generate a suitable answer. Could you rephrase your question?",
    );
    expect(welcomeMessage('fr')).toBe(
      "Bonjour 👋 Je suis votre assistant QVCT et ikigai. Comment puis-je vous aider aujourd'hui ?",
    );
    expect(welcomeMessage('en')).toBe('Hello 👋 I am your QVCT and ikigai assistant. How can I help you today?');
  });

  it('says it is an AI in both languages', () => {
    expect(AI_DISCLAIMER.fr).toBe('Assistant IA\u00a0: il ne remplace pas un professionnel de santé.');
    expect(AI_DISCLAIMER.en).toMatch(/^AI assistant/);
  });
});

describe('chat request', () => {
  it('trims the message and accepts an optional language', () => {
    expect(chatRequestSchema.parse({ message: '  Bonjour  ' })).toEqual({ message: 'Bonjour' });
    expect(chatRequestSchema.parse({ message: 'Hi', language: 'en' })).toEqual({ message: 'Hi', language: 'en' });
  });

  it('refuses blank, too long, unknown language and extra fields', () => {
    expect(chatRequestSchema.safeParse({ message: '   ' }).success).toBe(false);
    expect(chatRequestSchema.safeParse({ message: 'a'.repeat(CHAT_MAX_LENGTH) }).success).toBe(true);
    expect(chatRequestSchema.safeParse({ message: 'a'.repeat(CHAT_MAX_LENGTH + 1) }).success).toBe(false);
    expect(chatRequestSchema.safeParse({ message: 'Hola', language: 'es' }).success).toBe(false);
    expect(chatRequestSchema.safeParse({ message: 'Hi', role: 'system' }).success).toBe(false);
    expect(chatRequestSchema.safeParse({}).success).toBe(false);
  });

  it('reports error codes the web app knows', () => {
    const blank = chatRequestSchema.safeParse({ message: ' ' });
    expect(blank.error?.issues[0]?.message).toBe('FIELDS_REQUIRED');
  });
});
