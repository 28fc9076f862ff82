import { readFileSync } from 'node:fs';
import { expect, test } from '../support/fixtures';
import { answerCurrentQuestion, next } from '../support/onboarding';
import { PASSWORD, signInThroughForm } from '../support/users';

test('the questionnaire in French: resume after reload and on another device, bonuses, analysis, summary and PDF', async ({
  page,
  browser,
  user,
}) => {
  test.setTimeout(120_000);
  await page.goto('/onboarding');
  await expect(page).toHaveURL('/onboarding');

  await test.step('session 1: the answer must be valid before going on', async () => {
    await expect(page.getByText('Session 1/4')).toBeVisible();
    await expect(page.getByText('Vos points : 0')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Précédent' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Suivant' })).toBeDisabled();
    await answerCurrentQuestion(page, { choices: ['Autonomie', 'Équilibre vie pro/perso', 'Impact social'] });
    await expect(page.getByRole('button', { name: 'Autonomie' })).toHaveAttribute('aria-pressed', 'true');
    await next(page);
    await expect(page.getByRole('button', { name: 'Suivant' })).toBeDisabled();
    await page.getByRole('textbox').fill('   ');
    await expect(page.getByRole('button', { name: 'Suivant' })).toBeDisabled();
    await answerCurrentQuestion(page, { text: 'Le jour où j’ai animé l’atelier avec toute l’équipe.' });
    await next(page);
    await expect(page.getByRole('slider')).toHaveAttribute('aria-valuetext', '1 sur 10');
  });

  await test.step('a reload resumes at the first unanswered question', async () => {
    await page.reload();
    await expect(page.getByRole('slider')).toBeVisible();
    await expect(page.getByText('Question 3 sur 12')).toBeVisible();
    await answerCurrentQuestion(page, { scale: 3 });
    await next(page);
  });

  await test.step('+50 points after session 1, then back across the session boundary', async () => {
    await expect(page.getByText('+50 points !')).toBeVisible();
    await expect(page.getByText('Vos points : 50')).toBeVisible();
    await expect(page.getByText('Session 2/4')).toBeVisible();
    await page.getByRole('button', { name: 'Précédent' }).click();
    await expect(page.getByText('Session 1/4')).toBeVisible();
    await expect(page.getByRole('slider')).toHaveAttribute('aria-valuetext', '3 sur 10');
    await next(page);
    await expect(page.getByText('Session 2/4')).toBeVisible();
    // The replay earns nothing more.
    await expect(page.getByText('Vos points : 50')).toBeVisible();
  });

  await test.step('half-way, the same account on another device resumes there', async () => {
    await answerCurrentQuestion(page, { choices: ['Communication', "Travail d'équipe"] });
    await next(page);
    const phone = await browser.newPage({ locale: 'fr-FR' });
    await phone.goto('/onboarding');
    await signInThroughForm(phone, user.email, PASSWORD);
    await expect(phone.getByText('Question 5 sur 12')).toBeVisible();
    await expect(phone.getByText('Session 2/4')).toBeVisible();
    await phone.close();
  });

  await test.step('the remaining questions, with a bonus after sessions 2 and 3', async () => {
    for (let question = 5; question <= 12; question++) {
      await expect(page.getByText(`Question ${question} sur 12`)).toBeVisible();
      await answerCurrentQuestion(page);
      await next(page);
      if (question === 6 || question === 9) await expect(page.getByText('+50 points !')).toBeVisible();
    }
  });

  await test.step('the analysis screen, then the summary about this person', async () => {
    await expect(page.getByRole('heading', { name: 'Analyse en cours...' })).toBeVisible();
    await expect(page).toHaveURL('/summary', { timeout: 10_000 });
    const values = page.getByRole('heading', { name: 'Valeurs Principales' }).locator('..');
    await expect(values.getByText('Autonomie', { exact: true })).toBeVisible();
    await expect(values.getByText('Équilibre vie pro/perso', { exact: true })).toBeVisible();
    for (const title of ['Points Forts', 'Objectifs', 'Motivations'])
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Nos recommandations pour vous' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) })).toHaveCount(4);
    const today = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris' }).format(new Date());
    await expect(page.getByText(today)).toBeVisible();
    await expect(page.getByText(/^100\s%$/)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('onboarding_session_id'))).toBeNull();
  });

  await test.step('the PDF download', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Télécharger ma synthèse (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('synthese-ikigai.pdf');
    const file = await download.path();
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    await page.getByRole('link', { name: 'Accéder au tableau de bord' }).click();
    await expect(page).toHaveURL('/dashboard');
  });
});

test('the summary stays locked until every answer is in', async ({ page }) => {
  await page.goto('/summary');
  await expect(page).toHaveURL('/onboarding');
  await page.goto('/analysis');
  await expect(page).toHaveURL('/onboarding');
});

test.describe('with an account in English', () => {
  test.use({ account: { firstname: 'Camille', language: 'en' } });

  test('the questionnaire in English', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/onboarding');
    await expect(page.getByText('Session 1/4')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await answerCurrentQuestion(page, { choices: ['Creativity', 'Continuous learning'] });
    await next(page);
    for (let question = 2; question <= 12; question++) {
      await expect(page.getByText(`Question ${question} of 12`)).toBeVisible();
      await answerCurrentQuestion(page, { text: 'When we shipped something that truly helped people.' });
      await next(page);
    }
    await expect(page.getByRole('heading', { name: 'Analysis in progress...' })).toBeVisible();
    await expect(page).toHaveURL('/summary', { timeout: 10_000 });
    const values = page.getByRole('heading', { name: 'Core values' }).locator('..');
    await expect(values.getByText('Creativity', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download my summary (PDF)' })).toBeVisible();
  });
});

test('an answer given offline is kept, the person is told quietly, and it is sent when the connection returns', async ({
  page,
}) => {
  await page.goto('/onboarding');
  await expect(page.getByText('Session 1/4')).toBeVisible();
  await answerCurrentQuestion(page, { choices: ['Créativité'] });
  await next(page);

  await expect(page.getByText('Question 2 sur 12')).toBeVisible();
  await page.context().setOffline(true);
  await answerCurrentQuestion(page, { text: 'Écrit dans le train, sans réseau.' });
  await next(page);
  // Not blocked: the next question shows, with a quiet note.
  await expect(page.getByText('Question 3 sur 12')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'gardée sur cet appareil' })).toBeVisible();

  await page.context().setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'gardée sur cet appareil' })).toBeHidden({ timeout: 20_000 });
  const saved = await page.evaluate(() => fetch('/api/onboarding').then((response) => response.json()));
  expect(
    saved.answers.map((row: { questionId: string; textResponse: string | null }) => [row.questionId, row.textResponse]),
  ).toEqual([
    ['1-1', null],
    ['1-2', 'Écrit dans le train, sans réseau.'],
  ]);
});
