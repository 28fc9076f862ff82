import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules axe-core runs: every WCAG 2.0 and 2.1 success criterion of levels A and AA it can test. */
const WCAG_21_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

type Width = 'desktop' | 'phone';
type Theme = 'light' | 'dark';

interface Options {
  /** The test has paused the page's clock (`page.clock.pauseAt`) to hold a passing state. */
  pausedClock?: boolean;
}

/**
 * Runs axe-core on the page as it is now and fails the test (softly, so that one run lists every
 * violation of every state) on any WCAG 2.1 A/AA violation, printing each one's rule, target and
 * the page state (`label`).
 */
export async function expectAccessible(page: Page, label: string, options: Options = {}) {
  const { found, axeVersion } = await accessibilityViolations(page, label, options);
  expect.soft(found, `WCAG 2.1 A/AA violations in ${label}`).toEqual([]);
  return { axeVersion };
}

/** One line per WCAG 2.1 A/AA violation on the page: state, rule, impact, target, what to fix. */
export async function accessibilityViolations(page: Page, label: string, { pausedClock = false }: Options = {}) {
  await settled(page);
  // Legacy mode runs axe in the page itself instead of gathering results in a new blank page: more
  // than twice as fast, and the app has no cross-origin frame it would skip (ADR 0035).
  const builder = new AxeBuilder({ page }).withTags(WCAG_21_AA_TAGS).setLegacyMode();
  const { violations, testEngine } = pausedClock
    ? await whileClockPaused(page, () => builder.analyze())
    : await builder.analyze();
  const found = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${label}: ${violation.id} (${violation.impact ?? 'unknown'}) at ${node.target.join(' ')}\n    ${(
          node.failureSummary ?? violation.help
        ).replace(/\n/g, '\n    ')}`,
    ),
  );
  return { found, axeVersion: testEngine.version };
}

/**
 * The same state in light and dark, at desktop and phone widths: the theme is switched the way the
 * app does it (the `dark` class on <html>) and the viewport resized, without reloading the page.
 * It ends in the light theme at the widths' last one.
 */
export async function expectAccessibleInEveryLook(
  page: Page,
  label: string,
  { widths = ['desktop', 'phone'], ...options }: Options & { widths?: Width[] } = {},
) {
  const language = await page.evaluate(() => document.documentElement.lang);
  for (const width of widths) {
    await page.setViewportSize(width === 'phone' ? PHONE : DESKTOP);
    // Dark first at the second width, so each width change happens in the theme just checked.
    const themes: Theme[] = width === widths[0] ? ['light', 'dark'] : ['dark', 'light'];
    for (const theme of themes) {
      await setTheme(page, theme);
      await expectAccessible(page, `${label} [${language}, ${theme}, ${width}]`, options);
    }
  }
}

async function setTheme(page: Page, theme: Theme) {
  await page.evaluate((dark) => {
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  }, theme === 'dark');
}

/**
 * Colour contrast is measured on what is painted: every finite animation and transition (a theme's
 * colours, a menu's entrance) is brought to its end state first. Endless ones (spinners) run on.
 */
async function settled(page: Page) {
  await page.evaluate(() => {
    for (const animation of document.getAnimations())
      if (animation.effect?.getTiming().iterations !== Infinity) animation.finish();
  });
}

/**
 * axe-core waits on timers between rules, and a paused clock never fires them. While axe runs, the
 * page gets its real setTimeout back (Playwright keeps the originals in `__pwClock.builtins`); the
 * app's timers stay on the paused clock, so the state held stays.
 */
async function whileClockPaused<T>(page: Page, run: () => Promise<T>): Promise<T> {
  await page.evaluate(() => {
    const w = window as unknown as PageWithClock;
    const builtins = w.__pwClock?.builtins;
    if (!builtins) throw new Error('pausedClock: the page has no Playwright clock installed');
    w.__heldTimers = { setTimeout: w.setTimeout, clearTimeout: w.clearTimeout };
    w.setTimeout = builtins.setTimeout;
    w.clearTimeout = builtins.clearTimeout;
  });
  try {
    return await run();
  } finally {
    await page.evaluate(() => {
      const w = window as unknown as PageWithClock;
      if (w.__heldTimers) Object.assign(w, w.__heldTimers);
    });
  }
}

type Timers = Pick<Window, 'setTimeout' | 'clearTimeout'>;
type PageWithClock = Window & { __pwClock?: { builtins: Timers }; __heldTimers?: Timers };
