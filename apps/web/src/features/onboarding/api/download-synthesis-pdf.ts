import type { Language } from '@va/core/language';
import { SYNTHESIS_PDF_FILE_NAME } from '@va/core/onboarding/contract';
import { download } from '@/lib/api-client';

/** Fetches the PDF made by the server and saves it as synthese-ikigai.pdf. */
export function downloadSynthesisPdf(language: Language) {
  return download(`/api/onboarding/summary.pdf?lang=${language}`, SYNTHESIS_PDF_FILE_NAME);
}
