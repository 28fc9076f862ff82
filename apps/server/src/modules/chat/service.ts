import { and, desc, eq } from 'drizzle-orm';
import type { ChatEvent, ChatHistory, ChatMessageView } from '@va/core/chat/contract';
import { CHAT_ERROR_MESSAGES } from '@va/core/chat/messages';
import { planReply } from '@va/core/chat/reply-plan';
import { crisisWords } from '@va/core/chat/safety';
import { firstSentence } from '@va/core/chat/sentences';
import { buildChatMessages, buildPrompt } from '@va/core/chat/system-message';
import type { Language } from '@va/core/language';
import type { UserType } from '@va/core/profile/contract';
import type { Database, Executor } from '../../db/client.ts';
import { chatMessages } from '../../db/schema/index.ts';
import type { Logger } from '../../logger.ts';
import { ProviderError, type ChatProvider } from '../../services/llm/provider.ts';
import { groundingFor } from './guide/grounding.ts';
import { userRowsOf } from '../../user-data/entry.ts';
import { userLanguage } from '../settings/service.ts';

const HISTORY_LIMIT = 200;

type ChatMessageRow = typeof chatMessages.$inferSelect;

function toChatMessage(row: ChatMessageRow): ChatMessageView {
  return {
    id: row.id,
    type: row.type,
    content: row.content,
    language: row.language,
    crisis: row.crisis,
    createdAt: row.createdAt.toISOString(),
  };
}
/** GET /api/chat/history: the latest messages, oldest first. */
export async function getHistory(db: Database, userId: string): Promise<ChatHistory> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.userId, userId))
    .orderBy(desc(chatMessages.createdAt))
    .limit(HISTORY_LIMIT);
  return { messages: rows.reverse().map(toChatMessage) };
}

export async function clearHistory(db: Executor, userId: string): Promise<void> {
  await db.delete(chatMessages).where(eq(chatMessages.userId, userId));
}

async function save(db: Database, row: typeof chatMessages.$inferInsert) {
  const [saved] = await db.insert(chatMessages).values(row).returning();
  return toChatMessage(saved!);
}

/**
 * One turn of the conversation: saves the question, plans the reply with the core rules
 * (language, class, canned reply, context, crisis), streams the provider's answer and saves it.
 * A crisis message's reply always carries the crisis card (`crisis`, from the `start` event on),
 * whatever the provider says or does; the provider's words come beside it, never instead.
 */
export async function* converse(input: {
  db: Database;
  provider: ChatProvider;
  logger: Logger;
  userId: string;
  message: string;
  /** The interface's language, if the browser said; else the user's setting. */
  language: Language | undefined;
  /** The user type of who asks: the guide answers from their side. */
  asker?: UserType;
  signal: AbortSignal;
}): AsyncGenerator<ChatEvent> {
  const { db, provider, logger, userId, message, signal } = input;
  const uiLanguage = input.language ?? (await userLanguage(db, userId));
  const recent = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), eq(chatMessages.type, 'user')))
    .orderBy(desc(chatMessages.createdAt))
    .limit(5);
  // The language detected last time is the preferred one now (spec part 2 §4).
  const preferred = recent[0]?.language ?? uiLanguage;
  const history = recent.map((row) => row.content).reverse();
  const plan = planReply({ message, preferred, history });
  const { language } = plan;
  await save(db, { userId, type: 'user', content: message, language });
  const { crisis } = plan;
  yield { type: 'start', language, crisis };

  if (plan.canned) {
    yield { type: 'delta', text: plan.canned };
    yield {
      type: 'done',
      message: await save(db, { userId, type: 'bot', content: plan.canned, language, source: 'canned', crisis }),
    };
    return;
  }

  // A model grounds its answer on the guide's best entries and cites their sources; the guide needs none.
  const grounding = provider.name === 'guide' ? [] : groundingFor(message, language, input.asker);
  const request = {
    language,
    messages: buildChatMessages({ language, context: plan.context, message, grounding }),
    prompt: buildPrompt({ language, context: plan.context, message, grounding }),
    question: message,
    asker: input.asker,
    maxTokens: plan.maxTokens,
  };
  // Only a model's reply to a short message is cut to its first sentence: a guide answer (or its
  // request to rephrase) is written whole, and cutting it would drop what makes it useful.
  const cut = plan.cutToFirstSentence && provider.name !== 'guide';
  let text = '';
  try {
    for await (const chunk of provider.stream(request, signal)) {
      text += chunk;
      // Short replies are cut to their first sentence, so they are sent whole at the end.
      if (!cut) yield { type: 'delta', text: chunk };
    }
    if (cut && text.trim()) {
      text = firstSentence(text);
      yield { type: 'delta', text };
    }
    if (!text.trim()) throw new ProviderError('empty');
    yield {
      type: 'done',
      message: await save(db, { userId, type: 'bot', content: text.trim(), language, source: provider.name, crisis }),
    };
  } catch (error) {
    const reason = error instanceof ProviderError ? error.reason : 'network';
    logger.warn({ err: error, provider: provider.name, reason }, 'chat provider failed');
    if (crisis) {
      // The card is the answer that matters: kept, with kind words, as the bot's reply.
      const content = crisisWords(language);
      yield { type: 'delta', text: content };
      yield {
        type: 'done',
        message: await save(db, { userId, type: 'bot', content, language, source: 'safety', crisis }),
      };
      return;
    }
    const kind = reason === 'empty' ? 'empty' : 'http';
    const content = CHAT_ERROR_MESSAGES[kind][language];
    yield {
      type: 'error',
      code: kind === 'empty' ? 'CHAT_EMPTY' : 'CHAT_HTTP',
      message: await save(db, { userId, type: 'error', content, language, source: provider.name }),
    };
  }
}

export const chatUserData = userRowsOf('chat', chatMessages, chatMessages.userId);
