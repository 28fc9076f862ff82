import { createHash } from 'node:crypto';
import { formatDate } from '@va/core/format';
import { buildProfile } from '@va/core/onboarding/profile';
import { recommendations, synthesisCards } from '@va/core/onboarding/synthesis-content';
import type { Language } from '@va/core/language';
import type { OnboardingResults } from '@va/core/onboarding/contract';
import type { Database } from '../../db/client.ts';
import { findProfile } from '../profile/service.ts';
import { userLanguage } from '../settings/service.ts';
import { getCompletedAnswers } from './service.ts';
import type { SynthesisPdfInput } from './synthesis-pdf.ts';
import { createSynthesisPdfRenderer, type SynthesisPdfRenderer } from './synthesis-pdf-pool.ts';

/**
 * The results of a complete questionnaire (spec: responses, structuredData, summary): the answers,
 * their completion, and the ikigai synthesis (profile, four cards, four recommendations) in the
 * reader's language.
 */
export async function getOnboardingResults(
  db: Database,
  userId: string,
  /** ?lang=, else the language of the user's settings. */
  requested?: Language,
): Promise<OnboardingResults> {
  const language = requested ?? (await userLanguage(db, userId));
  const { sessionId, answers, summary } = await getCompletedAnswers(db, userId);
  const profile = buildProfile(answers);
  return {
    sessionId,
    responses: answers,
    summary,
    structuredData: profile,
    cards: synthesisCards(profile, language),
    recommendations: recommendations(profile, language),
  };
}

/** The synthesis PDFs of every user, rendered off the main thread and kept until they would change. */
export interface SynthesisPdfs {
  /** The synthesis as a PDF, in `requested` or the user's language, titled with their first name. */
  get(db: Database, userId: string, requested?: Language): Promise<Buffer>;
}

/** What the PDF shows but the generation time: the same fingerprint, the same document. */
function fingerprint(input: SynthesisPdfInput): string {
  const { generatedAt, ...shown } = input;
  const generatedOn = formatDate(generatedAt, input.language);
  return createHash('sha256')
    .update(JSON.stringify({ ...shown, generatedOn }))
    .digest('base64url');
}

/**
 * ADR 0025: each PDF is rendered in a worker thread (synthesis-pdf-pool.ts) and cached per user
 * and language, keyed by a fingerprint of everything it shows (answers and their completion,
 * cards, recommendations, first name, language, the day of generation). A request still reads
 * those from the database, so a changed answer or name gives a new fingerprint and a new PDF, on
 * this server or another one; concurrent requests for the same document share one render.
 */
export function createSynthesisPdfs(
  options: {
    renderer?: SynthesisPdfRenderer;
    /** How many documents are kept (least recently used goes first). */
    maxEntries?: number;
    /** After each render: tests see where it ran and how often. */
    onRendered?: (render: { userId: string; threadId: number }) => void;
  } = {},
): SynthesisPdfs {
  const renderer = options.renderer ?? createSynthesisPdfRenderer();
  const maxEntries = options.maxEntries ?? 200;
  const cache = new Map<string, { fingerprint: string; pdf: Promise<Buffer> }>();

  return {
    async get(db, userId, requested) {
      const language = requested ?? (await userLanguage(db, userId));
      const results = await getOnboardingResults(db, userId, language);
      const profile = await findProfile(db, userId);
      const input: SynthesisPdfInput = {
        language,
        generatedAt: new Date(),
        firstname: profile?.firstname ?? '',
        stats: results.summary,
        cards: results.cards,
        recommendations: results.recommendations,
      };
      const key = `${userId}:${language}`;
      const print = fingerprint(input);
      const cached = cache.get(key);
      cache.delete(key);
      if (cached?.fingerprint === print) {
        cache.set(key, cached);
        return cached.pdf;
      }
      const entry = {
        fingerprint: print,
        pdf: renderer.render(input).then(({ pdf, threadId }) => {
          options.onRendered?.({ userId, threadId });
          return pdf;
        }),
      };
      cache.set(key, entry);
      if (cache.size > maxEntries) cache.delete(cache.keys().next().value!);
      // A failed render is not kept: the next request tries again.
      entry.pdf.catch(() => {
        if (cache.get(key) === entry) cache.delete(key);
      });
      return entry.pdf;
    },
  };
}
