import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Reads a PDF back as text, page by page, the way a person's PDF reader would show it. */
export interface ExtractedPage {
  /** The page's text, whitespace (including no-break spaces) collapsed to single spaces. */
  text: string;
  /** Each text run with its baseline height from the bottom edge, in points. */
  runs: Array<{ text: string; y: number }>;
}

export interface Extracted {
  pages: ExtractedPage[];
  info: Record<string, unknown>;
}

export const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

export async function extractPdf(pdf: Buffer): Promise<Extracted> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0, isEvalSupported: false }).promise;
  try {
    const pages: ExtractedPage[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent({ disableNormalization: true });
      const runs = content.items
        .filter((item) => 'str' in item)
        .map((item) => ({ text: item.str, y: item.transform[5] as number }))
        .filter((run) => run.text.trim() !== '');
      pages.push({ text: normalise(runs.map((run) => run.text).join(' ')), runs });
    }
    const { info } = await document.getMetadata();
    return { pages, info: info as Record<string, unknown> };
  } finally {
    await document.destroy();
  }
}
