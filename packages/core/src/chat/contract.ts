/**
 * The chat feature (the QVCT assistant): POST /api/chat streams ChatEvents as Server-Sent Events
 * (`event:` the type, `data:` the event as JSON); GET /api/chat/history; DELETE /api/chat/history.
 */
import { z } from 'zod';
import { withCode, type StreamFailure } from '../errors.ts';
import { cleanString } from '../fields.ts';
import { LANGUAGES, type Language } from '../language.ts';

/** Longest message the chat accepts: ours (the spec sets none); the language sample is 2048 of them. */
export const CHAT_MAX_LENGTH = 4000;

/** A chat message as the browser sends it: trimmed, not blank (spec part 2 §5), at most 4000 characters. */
export const chatRequestSchema = z.strictObject({
  message: cleanString().trim().min(1, withCode('FIELDS_REQUIRED')).max(CHAT_MAX_LENGTH, withCode('INVALID_INPUT')),
  /** The interface language, the preferred one for the reply. */
  language: z.enum(LANGUAGES, withCode('INVALID_INPUT')).optional(),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/** Who wrote a message: the person, the assistant, or the error shown in its place. */
export const CHAT_MESSAGE_TYPES = ['user', 'bot', 'error'] as const;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];

/** A message as it crosses the wire (history, and the `done` and `error` events). */
export interface ChatMessageView {
  id: string;
  type: ChatMessageType;
  content: string;
  language: Language;
  /** The reply to a message the crisis rule flagged: shown with the crisis card (CRISIS_LINES, safety.ts). */
  crisis: boolean;
  createdAt: string;
}

/** The reply's failures (spec part 2 §8), each shown with its message of CHAT_ERROR_MESSAGES. */
export type ChatErrorCode = 'CHAT_HTTP' | 'CHAT_EMPTY';

/**
 * What POST /api/chat streams: `start`, then `delta`s, then `done` or `error` (the reply failed,
 * its message saved), or `failed` (nothing could be saved: a code, translated by the web app).
 */
export type ChatEvent =
  | { type: 'start'; language: Language; crisis: boolean }
  | { type: 'delta'; text: string }
  | { type: 'done'; message: ChatMessageView }
  | { type: 'error'; code: ChatErrorCode; message: ChatMessageView }
  | StreamFailure;

/** GET /api/chat/history: the conversation, oldest first. */
export interface ChatHistory {
  messages: ChatMessageView[];
}
