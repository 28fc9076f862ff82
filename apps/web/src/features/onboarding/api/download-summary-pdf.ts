import type { Language } from '@va/core/language';
import { SYNTHESIS_PDF_FILE_NAME } from '@va/core/onboarding/contract';
import { ApiError } from '@/lib/api-client';

/** Fetches the PDF made by the server and saves it as synthese-ikigai.pdf. */
export async function downloadSummaryPdf(language: Language) {
  const response = await fetch(`/api/onboarding/summary.pdf?lang=${language}`, { credentials: 'same-origin' });
  if (!response.ok) throw new ApiError('GENERIC', response.status);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = SYNTHESIS_PDF_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
