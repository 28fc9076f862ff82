import { expect, test } from '../support/fixtures';
import { E2E_LLM_URL } from '../support/server';

test.afterEach(async ({ request }) => {
  await request.post(`${E2E_LLM_URL}/__mode`, { data: { mode: 'stream' } });
});

test('the QVCT assistant: welcome, Enter and Shift+Enter, typing, a streamed answer, an error bubble, history after reload', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.goto('/dashboard');
  await expect(page.getByText('Bienvenue Camille !')).toBeVisible();

  await page.getByRole('button', { name: 'Ouvrir l’assistant QVCT' }).click();
  const panel = page.getByRole('dialog', { name: 'Assistant QVCT' });
  await expect(panel).toBeVisible();
  await expect(
    panel.getByText("Bonjour 👋 Je suis votre assistant QVCT et ikigai. Comment puis-je vous aider aujourd'hui ?"),
  ).toBeVisible();
  const input = panel.getByPlaceholder('Posez votre question...');
  const send = panel.getByRole('button', { name: 'Envoyer' });
  await expect(send).toBeDisabled();

  await test.step('Shift+Enter adds a line, Enter sends', async () => {
    await input.fill('Je me sens débordé.');
    await input.press('Shift+Enter');
    await input.pressSequentially('Comment mieux organiser mes journées ?');
    await expect(input).toHaveValue('Je me sens débordé.\nComment mieux organiser mes journées ?');
    await expect(panel.getByRole('listitem').filter({ hasText: 'Je me sens débordé.' })).toHaveCount(0);
    await input.press('Enter');
    await expect(
      panel.getByRole('listitem').filter({ hasText: 'Comment mieux organiser mes journées ?' }),
    ).toBeVisible();
  });

  await test.step('the typing indicator, a locked input, then the answer word by word', async () => {
    await expect(panel.getByText('L’assistant écrit...')).toBeVisible();
    await expect(input).toBeDisabled();
    await expect(panel.getByText(/Voici une/)).toBeVisible();
    await expect(panel.getByText('Voici une réponse qui arrive mot à mot.')).toBeHidden();
    await expect(panel.getByText('Voici une réponse qui arrive mot à mot.')).toBeVisible();
    await expect(input).toBeEnabled();
  });

  await test.step('a failing model gives the red error message', async () => {
    await request.post(`${E2E_LLM_URL}/__mode`, { data: { mode: 'error' } });
    await input.fill('Et pour les réunions trop longues ?');
    await send.click();
    await expect(panel.getByText('Je suis désolé, une erreur est survenue. Veuillez réessayer.')).toBeVisible();
  });

  await test.step('a crisis message: the card with 3114, 15, 112 to call and 114 by SMS, beside the answer', async () => {
    await request.post(`${E2E_LLM_URL}/__mode`, { data: { mode: 'stream' } });
    await input.fill('Je ne vois plus d’issue, je veux en finir');
    await send.click();
    const card = panel.getByRole('region', { name: 'Besoin d’aide maintenant\u00a0?' });
    await expect(card).toBeVisible();
    // Scrolled to the card, not to the reply's last line.
    await expect(card).toBeInViewport();
    for (const [name, href] of [
      ['Appeler le 3114', 'tel:3114'],
      ['Appeler le 15', 'tel:15'],
      ['Appeler le 112', 'tel:112'],
      ['Envoyer un SMS au 114', 'sms:114'],
    ] as const) {
      await expect(card.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(input).toBeEnabled();
    // Once, with the model's words beside it.
    await expect(panel.getByTestId('crisis-card')).toHaveCount(1);
    await expect(panel.getByRole('listitem').filter({ has: page.getByTestId('crisis-card') })).toContainText(
      'Voici une réponse qui arrive mot à mot.',
    );
  });

  await test.step('a click on the overlay closes the panel; the conversation is still there after a reload', async () => {
    await page.mouse.click(10, 400);
    await expect(panel).toBeHidden();
    await page.reload();
    await page.getByRole('button', { name: 'Ouvrir l’assistant QVCT' }).click();
    // The first answer and the one beside the crisis card.
    await expect(panel.getByText('Voici une réponse qui arrive mot à mot.')).toHaveCount(2);
    await expect(panel.getByText('Je suis désolé, une erreur est survenue. Veuillez réessayer.')).toBeVisible();
    await expect(panel.getByTestId('crisis-card')).toHaveCount(1);
    await panel.getByRole('button', { name: 'Effacer la conversation' }).click();
    await expect(panel.getByText('Bonjour 👋 Je suis votre assistant QVCT et ikigai.', { exact: false })).toBeVisible();
    await panel.getByRole('button', { name: 'Fermer l’assistant' }).click();
    await expect(panel).toBeHidden();
  });
});

test('a reply the server could not keep ends with a translated message in the panel, never an empty answer', async ({
  page,
}) => {
  // The server's side (a `failed` event after a database error) is tested in apps/server.
  await page.route('**/api/chat', (route) =>
    route.fulfill({
      status: 200,
      headers: { 'content-type': 'text/event-stream' },
      body: 'event: failed\ndata: {"type":"failed","code":"GENERIC"}\n\n',
    }),
  );
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Ouvrir l’assistant QVCT' }).click();
  const panel = page.getByRole('dialog', { name: 'Assistant QVCT' });
  await panel.getByPlaceholder('Posez votre question...').fill('Une question qui ne sera pas gardée');
  await panel.getByRole('button', { name: 'Envoyer' }).click();
  await expect(panel.getByText('Une erreur est survenue')).toBeVisible();
  await expect(panel.getByPlaceholder('Posez votre question...')).toBeEnabled();
});

test('the guide’s « Voir aussi » asks that question in one click', async ({ page }) => {
  // The answers are the guide's as the server words them (core chat/see-also.ts); the server's
  // guide itself is tested in apps/server (this server answers with a model stand-in).
  const title = 'Le droit à la déconnexion';
  const reply = `Une réponse du guide.\n\nVoir aussi\u00a0: «\u00a0${title}\u00a0».`;
  const asked: string[] = [];
  let history: { messages: object[] } = { messages: [] };
  await page.route('**/api/chat/history', (route) => route.fulfill({ json: history }));
  await page.route('**/api/chat', async (route) => {
    const { message } = route.request().postDataJSON() as { message: string };
    asked.push(message);
    const at = new Date().toISOString();
    const common = { language: 'fr', crisis: false, createdAt: at };
    const bot = { id: `bot-${asked.length}`, type: 'bot', content: reply, ...common };
    history = {
      messages: [...history.messages, { id: `user-${asked.length}`, type: 'user', content: message, ...common }, bot],
    };
    await route.fulfill({
      status: 200,
      headers: { 'content-type': 'text/event-stream' },
      body:
        `event: start\ndata: ${JSON.stringify({ type: 'start', language: 'fr', crisis: false })}\n\n` +
        `event: delta\ndata: ${JSON.stringify({ type: 'delta', text: reply })}\n\n` +
        `event: done\ndata: ${JSON.stringify({ type: 'done', message: bot })}\n\n`,
    });
  });
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Ouvrir l’assistant QVCT' }).click();
  const panel = page.getByRole('dialog', { name: 'Assistant QVCT' });
  await panel.getByRole('textbox', { name: 'Votre message' }).fill('Puis-je ignorer mes mails le soir ?');
  await panel.getByRole('textbox', { name: 'Votre message' }).press('Enter');
  await panel.getByRole('button', { name: title }).click();
  await expect.poll(() => asked).toEqual(['Puis-je ignorer mes mails le soir ?', title]);
  await expect(panel.getByRole('listitem').filter({ hasText: title }).first()).toBeVisible();
});
