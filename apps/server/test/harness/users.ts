import { newAccount } from './accounts.ts';
import type { TestApp } from './app.ts';
import type { TestClient } from './client.ts';

export interface SignedUpUser {
  browser: TestClient;
  userId: string;
  email: string;
}

/** A new account through the real sign-up, its browser signed in. */
export async function signUpUser(t: TestApp, overrides: Record<string, unknown> = {}): Promise<SignedUpUser> {
  const browser = t.client();
  const account = newAccount(overrides);
  const response = await browser.post('/api/auth/sign-up/email', account);
  if (response.status !== 200) throw new Error(`sign-up: ${response.status} ${JSON.stringify(response.body)}`);
  const me = await browser.get<{ profile: { id: string } }>('/api/profile');
  return { browser, userId: me.body.profile.id, email: account.email };
}
