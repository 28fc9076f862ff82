import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { answerInputSchema } from '@va/core/onboarding/answers';
import { isLanguage, type Language } from '@va/core/language';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { AppEnv } from '../../http/session.ts';
import { getProfile } from '../profile/service.ts';
import { getOnboardingResults } from './results.ts';
import { getOnboardingState, saveAnswer } from './service.ts';
import { renderSummaryPdf, SUMMARY_PDF_FILENAME } from './summary-pdf.ts';

const saveBodySchema = answerInputSchema.extend({ sessionId: z.uuid().optional() });

export function onboardingRoutes(deps: { db: Database }) {
  const { db } = deps;

  /** ?lang=fr|en, else the language saved in the user's settings. */
  async function languageOf(c: Context<AppEnv>): Promise<Language> {
    const requested = c.req.query('lang');
    if (isLanguage(requested)) return requested;
    const { settings } = await getProfile(db, c.var.user);
    return isLanguage(settings.language) ? settings.language : 'fr';
  }

  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await getOnboardingState(db, c.var.user.id)))
    .put('/answers/:questionId', async (c) => {
      const parsed = saveBodySchema.safeParse(await c.req.json().catch(() => null));
      if (!parsed.success) throw new AppError('INVALID_ANSWER');
      const { sessionId, ...answer } = parsed.data;
      return c.json(await saveAnswer(db, c.var.user.id, { questionId: c.req.param('questionId'), sessionId, answer }));
    })
    .get('/results', async (c) => c.json(await getOnboardingResults(db, c.var.user.id, await languageOf(c))))
    .get('/summary.pdf', async (c) => {
      const language = await languageOf(c);
      const results = await getOnboardingResults(db, c.var.user.id, language);
      const { profile } = await getProfile(db, c.var.user);
      const pdf = await renderSummaryPdf({
        language,
        generatedAt: new Date(),
        firstname: profile.firstname,
        stats: results.summary,
        cards: results.cards,
        recommendations: results.recommendations,
      });
      return c.body(new Uint8Array(pdf), 200, {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${SUMMARY_PDF_FILENAME}"`,
        'cache-control': 'private, no-store',
      });
    });
}
