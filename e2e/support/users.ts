import { randomInt, randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_URL } from './server';

export const PASSWORD = 'Motdepasse1!';

export function newEmail(prefix = 'camille') {
  return `${prefix}.${randomUUID().slice(0, 8)}@example.fr`;
}

/**
 * Creates an account through the API (the sign-up form has its own journey test). Called with a
 * browser context's `request`, it also signs that context in (support/fixtures.ts).
 */
export async function createUser(
  request: APIRequestContext,
  input: { firstname?: string; email?: string; language?: 'fr' | 'en' } = {},
) {
  const user = {
    firstname: input.firstname ?? 'Camille',
    lastname: 'Durand',
    email: input.email ?? newEmail(),
    password: PASSWORD,
  };
  const response = await request.post(`${E2E_URL}/api/auth/sign-up/email`, {
    data: { ...user, userType: 'employee', language: input.language ?? 'fr' },
    // Each account comes from an address of its own (the e2e server trusts one proxy hop): the
    // suite makes more accounts than one client may in an hour (20 sign-ups, ADR 0021).
    headers: { origin: E2E_URL, 'x-forwarded-for': `198.18.${randomInt(256)}.${randomInt(1, 255)}` },
  });
  if (!response.ok()) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  return user;
}

export async function signInThroughForm(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** Signs out the way a person does: the profile menu, then 'Déconnexion' (or 'Sign out'). */
export async function signOutThroughMenu(page: Page, label: RegExp = /^(Déconnexion|Sign out)$/) {
  await page.getByRole('button', { name: /menu du profil|profile menu/ }).click();
  await page.getByRole('menuitem', { name: label }).click();
}
