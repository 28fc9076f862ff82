import { describe, expect, it } from 'vitest';
import { CANNED_REPLIES } from './canned-replies.ts';
import { planReply } from './reply-plan.ts';

describe('reply plan', () => {
  it('answers a greeting with a canned line, 50 tokens, cut to one sentence', () => {
    expect(planReply({ message: 'Bonjour !', preferred: 'en', history: [], pick: () => 0 })).toEqual({
      language: 'fr',
      messageClass: 'greeting',
      maxTokens: 50,
      canned: CANNED_REPLIES.greeting.fr[0],
      context: [],
      crisis: false,
      cutToFirstSentence: true,
    });
    const hey = planReply({ message: 'Hey', preferred: 'fr', history: [], pick: () => 0.5 });
    expect(hey).toMatchObject({ language: 'en', messageClass: 'greeting', canned: CANNED_REPLIES.greeting.en[1] });
  });

  it('sends a French question to the model at standard length', () => {
    const plan = planReply({
      message: 'Comment mieux gérer mon stress au travail ?',
      preferred: 'en',
      history: ['Je ressens du stress au travail, comment le gérer mieux ?', 'Parlons de sommeil'],
    });
    expect(plan).toEqual({
      language: 'fr',
      messageClass: 'standard',
      maxTokens: 512,
      canned: null,
      context: ['Je ressens du stress au travail, comment le gérer mieux ?'],
      crisis: false,
      cutToFirstSentence: false,
    });
  });

  it('gives a long, complex English question 1024 tokens', () => {
    const message =
      'I have been a team manager for three years and lately I feel that my work no longer matches what I care about. ' +
      'My team is under pressure, two people are close to burning out, and my own sleep is getting worse every week. ' +
      'Could you help me build a plan that covers how to talk to my director, how to protect my team, and how to find ' +
      'again what gives meaning to my job, maybe with the ikigai approach?';
    expect(planReply({ message, preferred: 'fr', history: [] })).toMatchObject({
      language: 'en',
      messageClass: 'complex',
      maxTokens: 1024,
      canned: null,
      cutToFirstSentence: false,
    });
  });

  it('keeps the preferred language for a too-short message, which is simple and not canned', () => {
    expect(planReply({ message: 'ok', preferred: 'en', history: [] })).toMatchObject({
      language: 'en',
      messageClass: 'simple',
      maxTokens: 150,
      canned: null,
      cutToFirstSentence: true,
    });
  });

  it('cans thanks and goodbye as simple messages', () => {
    expect(planReply({ message: 'Merci !', preferred: 'en', history: [], pick: () => 0.9 })).toMatchObject({
      language: 'fr',
      messageClass: 'simple',
      maxTokens: 150,
      canned: CANNED_REPLIES.thanks.fr[2],
    });
    expect(planReply({ message: 'bye', preferred: 'fr', history: [], pick: () => 0 })).toMatchObject({
      language: 'en',
      canned: CANNED_REPLIES.goodbye.en[0],
    });
  });

  it('never cans nor cuts a crisis message, and gives it room', () => {
    expect(planReply({ message: 'Je veux mourir', preferred: 'fr', history: [] })).toMatchObject({
      language: 'fr',
      crisis: true,
      canned: null,
      maxTokens: 512,
      cutToFirstSentence: false,
    });
  });

  it('considers only the last 5 history entries', () => {
    const history = ['stress travail', 'a', 'b', 'c', 'd', 'e'];
    expect(planReply({ message: 'stress travail', preferred: 'fr', history }).context).toEqual([]);
  });
});
