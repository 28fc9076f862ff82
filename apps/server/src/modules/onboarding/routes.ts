import { Hono } from 'hono';
import {
  saveAnswerBodySchema,
  saveAnswerParamSchema,
  SYNTHESIS_PDF_FILE_NAME,
  synthesisQuerySchema,
} from '@va/core/onboarding/contract';
import type { Database } from '../../db/client.ts';
import { perUser, rateLimit, type RateLimitDeps } from '../../http/rate-limit.ts';
import type { AppEnv } from '../../http/session.ts';
import { validate } from '../../http/validate.ts';
import { getOnboardingState, saveAnswer } from './service.ts';
import { createSynthesisPdfs, getOnboardingResults, type SynthesisPdfs } from './synthesis.ts';

/**
 * Per user. Saves: the web app sends one per answer and retries a few; far above a person's pace.
 * PDF: about a quarter of a second of CPU each, so a loop cannot slow everyone else down.
 */
export const ONBOARDING_RATE_LIMITS = {
  answerSaves: { limit: 120, windowMs: 60_000 },
  pdfPerMinute: { limit: 6, windowMs: 60_000 },
  pdfPerHour: { limit: 30, windowMs: 60 * 60_000 },
};

export function onboardingRoutes(deps: { db: Database; synthesisPdfs?: SynthesisPdfs } & RateLimitDeps) {
  const { db } = deps;
  const synthesisPdfs = deps.synthesisPdfs ?? createSynthesisPdfs();
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await getOnboardingState(db, c.var.user.id)))
    .put(
      '/answers/:questionId',
      validate('param', saveAnswerParamSchema),
      validate('json', saveAnswerBodySchema, 'INVALID_ANSWER'),
      rateLimit(deps, 'answerSave', [perUser(ONBOARDING_RATE_LIMITS.answerSaves)]),
      async (c) => {
        const { sessionId, ...answer } = c.req.valid('json');
        const { questionId } = c.req.valid('param');
        return c.json(await saveAnswer(db, c.var.user.id, { questionId, sessionId, answer }));
      },
    )
    .get('/results', validate('query', synthesisQuerySchema), async (c) =>
      c.json(await getOnboardingResults(db, c.var.user.id, c.req.valid('query').lang)),
    )
    .get(
      '/summary.pdf',
      validate('query', synthesisQuerySchema),
      rateLimit(deps, 'pdf', [
        perUser(ONBOARDING_RATE_LIMITS.pdfPerMinute),
        perUser(ONBOARDING_RATE_LIMITS.pdfPerHour),
      ]),
      async (c) => {
        const pdf = await synthesisPdfs.get(db, c.var.user.id, c.req.valid('query').lang);
        return c.body(new Uint8Array(pdf), 200, {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="${SYNTHESIS_PDF_FILE_NAME}"`,
          'cache-control': 'private, no-store',
        });
      },
    );
}
