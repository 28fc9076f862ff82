import type { Language } from '@va/core/language';
import { download } from '@/lib/api-client';

export const SUMMARY_PDF_FILENAME = 'synthese-ikigai.pdf';

/** Fetches the PDF made by the server and saves it as synthese-ikigai.pdf. */
export function downloadSummaryPdf(language: Language) {
  return download(`/api/onboarding/summary.pdf?lang=${language}`, SUMMARY_PDF_FILENAME);
}
