import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { formatDate } from '@va/core/format';
import type { Language } from '@va/core/language';
import type { OnboardingCompletion } from '@va/core/onboarding/contract';

/**
 * The ikigai synthesis as a PDF (spec part 1 §2, "PDF summary"), downloaded as
 * SYNTHESIS_PDF_FILE_NAME: a title, the generation date, the completion statistics, the four
 * cards, the recommendations and a copyright footer on every page.
 */

export interface SynthesisPdfInput {
  language: Language;
  generatedAt: Date;
  /** May be empty: the title then has no name. */
  firstname: string;
  stats: OnboardingCompletion;
  /** The synthesis's (IkigaiSynthesis), or any card of the same shape. */
  cards: Array<{ id: string; title: string; highlights: string[]; text: string }>;
  recommendations: Array<{ id: string; title: string; text: string }>;
}

const NBSP = '\u00a0';
const NNBSP = '\u202f';
const COPYRIGHT = '© 2025 Votre assistant';
const AUTHOR = 'Votre assistant';

// ---------------------------------------------------------------------------------------------
// Fonts: Source Sans 3 (Adobe, SIL OFL 1.1) from the `source-sans` npm package, embedded and
// subset by PDFKit. It covers French and English, œ, « », ’ and the (narrow) no-break spaces that
// the standard Helvetica's WinAnsi encoding cannot show. The files are resolved through Node's
// resolution so the same code works from src (tsx, Vitest) and from the esbuild bundle, where
// the package stays external in node_modules.
// ---------------------------------------------------------------------------------------------

const FONT_FILES = {
  regular: 'source-sans/TTF/SourceSans3-Regular.ttf',
  semibold: 'source-sans/TTF/SourceSans3-Semibold.ttf',
  bold: 'source-sans/TTF/SourceSans3-Bold.ttf',
} as const;
type FontName = keyof typeof FONT_FILES;

let fontsLoading: Promise<Record<FontName, Buffer>> | undefined;

function loadFonts(): Promise<Record<FontName, Buffer>> {
  fontsLoading ??= (async () => {
    const require = createRequire(import.meta.url);
    const entries = await Promise.all(
      (Object.keys(FONT_FILES) as FontName[]).map(
        async (name) => [name, await readFile(require.resolve(FONT_FILES[name]))] as const,
      ),
    );
    return Object.fromEntries(entries) as Record<FontName, Buffer>;
  })().catch((error: unknown) => {
    fontsLoading = undefined;
    throw error;
  });
  return fontsLoading;
}

// ---------------------------------------------------------------------------------------------
// Labels
// ---------------------------------------------------------------------------------------------

interface Labels {
  locale: string;
  title(firstname: string): string;
  generatedOn(date: string): string;
  subject: string;
  statsHeading: string;
  questions: string;
  answers: string;
  completion: string;
  lastAnswer: string;
  percent(value: number): string;
  cardsHeading: string;
  recommendationsHeading: string;
  page(current: number, total: number): string;
}

/** « de Camille » but « d’Antoine », « d’Élise ». */
function ofName(firstname: string): string {
  return /^[aeiouyàâäéèêëîïôöûùüÿœæ]/i.test(firstname) ? `d’${firstname}` : `de ${firstname}`;
}

const LABELS: Record<SynthesisPdfInput['language'], Labels> = {
  fr: {
    locale: 'fr-FR',
    title: (firstname) => (firstname ? `Synthèse IKIGAI ${ofName(firstname)}` : 'Votre synthèse IKIGAI'),
    generatedOn: (date) => `Générée le ${date}`,
    subject: 'Synthèse de votre parcours de découverte IKIGAI',
    statsHeading: 'Vos statistiques',
    questions: `Questions${NBSP}:`,
    answers: `Réponses${NBSP}:`,
    completion: `Taux de complétion${NBSP}:`,
    lastAnswer: `Dernière réponse${NBSP}:`,
    percent: (value) => `${value}${NBSP}%`,
    cardsHeading: 'Votre profil IKIGAI',
    recommendationsHeading: 'Recommandations personnalisées',
    page: (current, total) => `Page ${current} sur ${total}`,
  },
  en: {
    locale: 'en-GB',
    title: (firstname) => (firstname ? `IKIGAI summary for ${firstname}` : 'Your IKIGAI summary'),
    generatedOn: (date) => `Generated on ${date}`,
    subject: 'Summary of your IKIGAI discovery journey',
    statsHeading: 'Your statistics',
    questions: 'Questions:',
    answers: 'Answers:',
    completion: 'Completion rate:',
    lastAnswer: 'Last answer:',
    percent: (value) => `${value}%`,
    cardsHeading: 'Your IKIGAI profile',
    recommendationsHeading: 'Personalised recommendations',
    page: (current, total) => `Page ${current} of ${total}`,
  },
};

/**
 * French typography for texts written elsewhere: an ordinary space before ; ! ? becomes a narrow
 * no-break space, before : % » and after « a no-break space, so a line never starts with them.
 */
export function frenchSpacing(text: string): string {
  return text
    .replace(/[ \u00a0\u202f]+([;!?])/g, `${NNBSP}$1`)
    .replace(/ +([:%»])/g, `${NBSP}$1`)
    .replace(/« +/g, `«${NBSP}`);
}

// ---------------------------------------------------------------------------------------------
// Layout
// ---------------------------------------------------------------------------------------------

const MARGINS = { top: 64, bottom: 80, left: 62, right: 62 };
/** Baseline area of the footer, measured from the bottom edge; the content stops well above. */
const FOOTER_FROM_BOTTOM = 46;

const COLORS = {
  accent: '#6d28d9',
  accentDark: '#4c1d95',
  accentSoft: '#f5f3ff',
  chip: '#ede9fe',
  chipText: '#5b21b6',
  cardBorder: '#e4dcfa',
  text: '#1f2937',
  body: '#374151',
  muted: '#6b7280',
  rule: '#d9d3ea',
};

const BODY_SIZE = 11;
const BODY_LINE_GAP = 2.5;

type Doc = PDFKit.PDFDocument;

interface Context {
  doc: Doc;
  labels: Labels;
  fix: (text: string) => string;
  left: number;
  width: number;
}

function contentBottom(doc: Doc): number {
  return doc.page.height - doc.page.margins.bottom;
}

function contentHeight(doc: Doc): number {
  return doc.page.height - doc.page.margins.top - doc.page.margins.bottom;
}

/** Starts a new page unless `height` still fits below the current position. */
function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > contentBottom(doc)) {
    doc.addPage();
    doc.y = doc.page.margins.top;
  }
}

function useFont(doc: Doc, font: FontName, size: number, color: string): Doc {
  return doc.font(font).fontSize(size).fillColor(color);
}

function drawHeader(ctx: Context, title: string, generatedAt: Date, language: SynthesisPdfInput['language']): void {
  const { doc, labels, left, width } = ctx;
  let y = MARGINS.top - 14;
  useFont(doc, 'semibold', 10, COLORS.accent).text(AUTHOR, left, y, { width });
  y = doc.y + 6;
  useFont(doc, 'bold', 24, COLORS.text).text(title, left, y, { width, lineGap: 1 });
  y = doc.y + 4;
  useFont(doc, 'regular', BODY_SIZE, COLORS.muted).text(
    labels.generatedOn(formatDate(generatedAt, language)),
    left,
    y,
    { width },
  );
  y = doc.y + 14;
  doc.rect(left, y, 40, 3).fill(COLORS.accent);
  doc.y = y + 3 + 22;
}

function drawSectionHeading(ctx: Context, text: string, keepWithNext: number): void {
  const { doc, left, width } = ctx;
  useFont(doc, 'bold', 15, COLORS.accentDark);
  const height = doc.heightOfString(text, { width });
  ensureSpace(doc, height + 10 + keepWithNext);
  doc.text(text, left, doc.y, { width });
  doc.y += 10;
}

function drawStats(ctx: Context, stats: OnboardingCompletion, language: SynthesisPdfInput['language']): void {
  const { doc, labels, left, width } = ctx;
  const cells: Array<[string, string]> = [
    [labels.questions, String(stats.totalQuestions)],
    [labels.answers, String(stats.answeredQuestions)],
    [labels.completion, labels.percent(stats.completionRate)],
    [labels.lastAnswer, stats.lastAnswered ? formatDate(stats.lastAnswered, language) : '—'],
  ];
  const padX = 18;
  const padY = 14;
  const rowGap = 8;
  const columnGap = 16;
  const cellWidth = (width - 2 * padX - columnGap) / 2;

  useFont(doc, 'semibold', BODY_SIZE + 1, COLORS.text);
  const rowHeights = [0, 1].map((row) =>
    Math.max(
      ...cells
        .slice(row * 2, row * 2 + 2)
        .map(([label, value]) => doc.heightOfString(`${label} ${value}`, { width: cellWidth })),
    ),
  );
  const boxHeight = 2 * padY + rowGap + rowHeights.reduce((sum, h) => sum + h, 0);

  drawSectionHeading(ctx, labels.statsHeading, boxHeight);
  const top = doc.y;
  doc.roundedRect(left, top, width, boxHeight, 10).fill(COLORS.accentSoft);

  let rowTop = top + padY;
  for (const row of [0, 1]) {
    for (const column of [0, 1]) {
      const cell = cells[row * 2 + column];
      if (!cell) continue;
      const [label, value] = cell;
      const x = left + padX + column * (cellWidth + columnGap);
      useFont(doc, 'regular', BODY_SIZE + 1, COLORS.muted).text(`${label} `, x, rowTop, {
        width: cellWidth,
        continued: true,
      });
      useFont(doc, 'semibold', BODY_SIZE + 1, COLORS.text).text(value);
    }
    rowTop += (rowHeights[row] ?? 0) + rowGap;
  }
  doc.y = top + boxHeight + 26;
}

interface Chip {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

const CHIP = { size: 9.5, padX: 8, padY: 3.5, gap: 6 };

/** Places the highlights as chips in rows, relative to (0, 0) within `width`. */
function layoutChips(doc: Doc, highlights: string[], width: number): { chips: Chip[]; height: number } {
  useFont(doc, 'semibold', CHIP.size, COLORS.chipText);
  const chips: Chip[] = [];
  let x = 0;
  let y = 0;
  let rowHeight = 0;
  for (const text of highlights) {
    const natural = doc.widthOfString(text) + 2 * CHIP.padX;
    const chipWidth = Math.min(natural, width);
    const textHeight = doc.heightOfString(text, { width: chipWidth - 2 * CHIP.padX });
    const chipHeight = textHeight + 2 * CHIP.padY;
    if (x > 0 && x + chipWidth > width) {
      x = 0;
      y += rowHeight + CHIP.gap;
      rowHeight = 0;
    }
    chips.push({ text, x, y, width: chipWidth, height: chipHeight });
    x += chipWidth + CHIP.gap;
    rowHeight = Math.max(rowHeight, chipHeight);
  }
  return { chips, height: chips.length > 0 ? y + rowHeight : 0 };
}

function drawChip(doc: Doc, chip: Chip, x: number, y: number): void {
  const radius = Math.min(chip.height / 2, 9);
  doc.roundedRect(x, y, chip.width, chip.height, radius).fill(COLORS.chip);
  useFont(doc, 'semibold', CHIP.size, COLORS.chipText).text(chip.text, x + CHIP.padX, y + CHIP.padY, {
    width: chip.width - 2 * CHIP.padX,
  });
}

const CARD = { pad: 16, bar: 4, radius: 10, titleSize: 13.5, gapAfterTitle: 8, gapBeforeText: 10, gapAfter: 14 };

interface MeasuredCard {
  title: string;
  text: string;
  chips: Chip[];
  titleHeight: number;
  chipsHeight: number;
  height: number;
}

function measureCard(ctx: Context, card: SynthesisPdfInput['cards'][number]): MeasuredCard {
  const { doc, fix, width } = ctx;
  const innerWidth = width - CARD.bar - 2 * CARD.pad;
  const title = fix(card.title);
  const text = fix(card.text.trim());
  const highlights = card.highlights.map((highlight) => fix(highlight.trim())).filter(Boolean);

  useFont(doc, 'bold', CARD.titleSize, COLORS.accent);
  const titleHeight = doc.heightOfString(title, { width: innerWidth });
  const { chips, height: chipsHeight } = layoutChips(doc, highlights, innerWidth);
  useFont(doc, 'regular', BODY_SIZE, COLORS.body);
  const textHeight = text ? doc.heightOfString(text, { width: innerWidth, lineGap: BODY_LINE_GAP }) : 0;
  const height =
    CARD.pad +
    titleHeight +
    (chips.length ? CARD.gapAfterTitle + chipsHeight : 0) +
    (text ? CARD.gapBeforeText + textHeight : 0) +
    CARD.pad;
  return { title, text, chips, titleHeight, chipsHeight, height };
}

function drawCard(ctx: Context, card: MeasuredCard): void {
  const { doc, left, width } = ctx;
  if (card.height > contentHeight(doc)) {
    drawFlowingCard(ctx, card);
    return;
  }
  ensureSpace(doc, card.height);

  const innerX = left + CARD.bar + CARD.pad;
  const innerWidth = width - CARD.bar - 2 * CARD.pad;
  const top = doc.y;
  doc.save();
  doc.roundedRect(left, top, width, card.height, CARD.radius).clip();
  doc.rect(left, top, width, card.height).fill('#ffffff');
  doc.rect(left, top, CARD.bar, card.height).fill(COLORS.accent);
  doc.restore();
  doc
    .roundedRect(left + 0.5, top + 0.5, width - 1, card.height - 1, CARD.radius)
    .lineWidth(1)
    .stroke(COLORS.cardBorder);

  let y = top + CARD.pad;
  useFont(doc, 'bold', CARD.titleSize, COLORS.accent).text(card.title, innerX, y, { width: innerWidth });
  y += card.titleHeight;
  if (card.chips.length) {
    y += CARD.gapAfterTitle;
    for (const chip of card.chips) drawChip(doc, chip, innerX + chip.x, y + chip.y);
    y += card.chipsHeight;
  }
  if (card.text) {
    y += CARD.gapBeforeText;
    useFont(doc, 'regular', BODY_SIZE, COLORS.body).text(card.text, innerX, y, {
      width: innerWidth,
      lineGap: BODY_LINE_GAP,
    });
  }
  doc.y = top + card.height + CARD.gapAfter;
}

/** A card taller than a page: no frame, the text runs on over the page breaks. */
function drawFlowingCard(ctx: Context, card: MeasuredCard): void {
  const { doc, left, width } = ctx;
  const innerX = left + CARD.bar + CARD.pad;
  const innerWidth = width - CARD.bar - 2 * CARD.pad;

  const { titleHeight } = card;
  ensureSpace(doc, titleHeight + 40);
  let y = doc.y;
  doc.rect(left, y, CARD.bar, titleHeight).fill(COLORS.accent);
  useFont(doc, 'bold', CARD.titleSize, COLORS.accent).text(card.title, innerX, y, { width: innerWidth });
  y += titleHeight + CARD.gapAfterTitle;

  // Chips row by row, each row moved to the next page when it does not fit.
  let rowOffset = 0;
  let rowTop = y;
  for (const chip of card.chips) {
    if (chip.y !== rowOffset) {
      rowTop += chip.y - rowOffset;
      rowOffset = chip.y;
    }
    if (rowTop + chip.height > contentBottom(doc)) {
      doc.addPage();
      rowTop = doc.page.margins.top;
    }
    drawChip(doc, chip, innerX + chip.x, rowTop);
    y = rowTop + chip.height;
  }
  if (card.text) {
    y += CARD.gapBeforeText;
    doc.y = y;
    ensureSpace(doc, 3 * BODY_SIZE);
    useFont(doc, 'regular', BODY_SIZE, COLORS.body).text(card.text, innerX, doc.y, {
      width: innerWidth,
      lineGap: BODY_LINE_GAP,
    });
  } else {
    doc.y = y;
  }
  doc.y += CARD.gapAfter + CARD.pad;
}

const RECO = { badge: 22, indent: 36, titleSize: 12.5, gapAfterTitle: 3, gapAfter: 16 };

interface MeasuredRecommendation {
  title: string;
  text: string;
  titleHeight: number;
  height: number;
}

function measureRecommendation(
  ctx: Context,
  recommendation: SynthesisPdfInput['recommendations'][number],
): MeasuredRecommendation {
  const { doc, fix, width } = ctx;
  const textWidth = width - RECO.indent;
  const title = fix(recommendation.title);
  const text = fix(recommendation.text.trim());
  useFont(doc, 'bold', RECO.titleSize, COLORS.text);
  const titleHeight = doc.heightOfString(title, { width: textWidth });
  useFont(doc, 'regular', BODY_SIZE, COLORS.body);
  const textHeight = text ? doc.heightOfString(text, { width: textWidth, lineGap: BODY_LINE_GAP }) : 0;
  const height = Math.max(RECO.badge, titleHeight + (text ? RECO.gapAfterTitle + textHeight : 0));
  return { title, text, titleHeight, height };
}

function drawRecommendation(ctx: Context, index: number, recommendation: MeasuredRecommendation): void {
  const { doc, left, width } = ctx;
  const x = left + RECO.indent;
  const textWidth = width - RECO.indent;
  const { title, text, titleHeight, height } = recommendation;
  // Kept whole when it fits on a page; a longer one runs on over the page break.
  ensureSpace(doc, height <= contentHeight(doc) ? height : titleHeight + 3 * BODY_SIZE);

  const page = doc.page;
  const top = doc.y;
  doc.circle(left + RECO.badge / 2, top + RECO.badge / 2 - 1, RECO.badge / 2).fill(COLORS.accent);
  useFont(doc, 'bold', 11, '#ffffff');
  doc.text(String(index + 1), left, top + (RECO.badge - doc.currentLineHeight()) / 2 - 1, {
    width: RECO.badge,
    align: 'center',
  });
  useFont(doc, 'bold', RECO.titleSize, COLORS.text).text(title, x, top, { width: textWidth });
  if (text) {
    useFont(doc, 'regular', BODY_SIZE, COLORS.body).text(text, x, top + titleHeight + RECO.gapAfterTitle, {
      width: textWidth,
      lineGap: BODY_LINE_GAP,
    });
  }
  // Below the text, which may have run on to a later page.
  doc.y = (doc.page === page ? Math.max(doc.y, top + RECO.badge) : doc.y) + RECO.gapAfter;
}

/** Top accent, footer (copyright and page number) on every page, once all pages exist. */
function drawPageDecorations(ctx: Context): void {
  const { doc, labels, left, width } = ctx;
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const page = doc.page;
    const bottomMargin = page.margins.bottom;
    page.margins.bottom = 0; // writing below the margin must not open a new page
    doc.rect(0, 0, page.width, 6).fill(COLORS.accent);

    const y = page.height - FOOTER_FROM_BOTTOM;
    doc
      .moveTo(left, y - 9)
      .lineTo(left + width, y - 9)
      .lineWidth(0.6)
      .stroke(COLORS.rule);
    useFont(doc, 'regular', 9, COLORS.muted).text(COPYRIGHT, left, y, { lineBreak: false });
    const pageLabel = labels.page(index - start + 1, count);
    doc.text(pageLabel, left + width - doc.widthOfString(pageLabel), y, { lineBreak: false });
    page.margins.bottom = bottomMargin;
  }
}

export async function renderSynthesisPdf(input: SynthesisPdfInput): Promise<Buffer> {
  const fonts = await loadFonts();
  const labels = LABELS[input.language];
  const fix = input.language === 'fr' ? frenchSpacing : (text: string) => text;
  const title = fix(labels.title(input.firstname.trim()));

  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGINS,
    bufferPages: true,
    pdfVersion: '1.7',
    lang: labels.locale,
    displayTitle: true,
    info: {
      Title: title,
      Author: AUTHOR,
      Subject: labels.subject,
      Creator: AUTHOR,
      CreationDate: input.generatedAt,
      ModDate: input.generatedAt,
    },
  });
  const chunks: Uint8Array[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  try {
    for (const name of Object.keys(fonts) as FontName[]) doc.registerFont(name, fonts[name]);
    const left = MARGINS.left;
    const ctx: Context = { doc, labels, fix, left, width: doc.page.width - MARGINS.left - MARGINS.right };

    drawHeader(ctx, title, input.generatedAt, input.language);
    drawStats(ctx, input.stats, input.language);

    // A heading stays with the first block that follows it (or its first lines when that block is
    // taller than a page).
    const cards = input.cards.map((card) => measureCard(ctx, card));
    if (cards[0]) {
      drawSectionHeading(ctx, labels.cardsHeading, cards[0].height <= contentHeight(doc) ? cards[0].height : 120);
      for (const card of cards) drawCard(ctx, card);
      doc.y += 12;
    }
    const recommendations = input.recommendations.map((recommendation) => measureRecommendation(ctx, recommendation));
    if (recommendations[0]) {
      drawSectionHeading(
        ctx,
        labels.recommendationsHeading,
        recommendations[0].height <= contentHeight(doc) ? recommendations[0].height : 120,
      );
      recommendations.forEach((recommendation, index) => drawRecommendation(ctx, index, recommendation));
    }

    drawPageDecorations(ctx);
    doc.end();
  } catch (error) {
    doc.end();
    await finished.catch(() => undefined);
    throw error;
  }
  return finished;
}
