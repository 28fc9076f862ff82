import { expect, type Page } from '@playwright/test';

/**
 * Answers the question on screen as a person would: a few options, a sentence, or the slider.
 * Call it once the question is shown (wait for its 'Question n sur 12' first).
 */
export async function answerCurrentQuestion(
  page: Page,
  options: { choices?: string[]; text?: string; scale?: number } = {},
) {
  const main = page.getByRole('main');
  const textArea = main.getByRole('textbox');
  const slider = main.getByRole('slider');
  if (await textArea.isVisible()) {
    await textArea.fill(options.text ?? 'Quand mon équipe et moi avons livré un projet qui avait du sens.');
  } else if (await slider.isVisible()) {
    await slider.focus();
    for (let step = 1; step < (options.scale ?? 6); step++) await page.keyboard.press('ArrowRight');
  } else {
    const toggles = main.getByRole('group').getByRole('button');
    const names = options.choices ?? [(await toggles.first().innerText()).trim()];
    for (const name of names) await main.getByRole('button', { name, exact: true }).click();
  }
}

export async function next(page: Page, label = /^(Suivant|Terminer|Next|Finish)$/) {
  const button = page.getByRole('button', { name: label });
  await expect(button).toBeEnabled();
  await button.click();
}
