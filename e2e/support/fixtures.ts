import { test as base } from '@playwright/test';
import { createUser } from './users';

export { expect } from '@playwright/test';

export interface AccountOptions {
  firstname: string;
  language: 'fr' | 'en';
}

export type SignedInUser = Awaited<ReturnType<typeof createUser>>;

/**
 * For specs whose subject comes after signing in: each test starts with a new account, created
 * through the sign-up endpoint with this test's browser context, so the session cookie of the
 * answer is already the page's. `test.use({ account: { language: 'en' } })` changes the account.
 * Journeys whose subject is signing up or in use the forms instead (support/users.ts).
 */
export const test = base.extend<{ account: AccountOptions; user: SignedInUser }>({
  account: [{ firstname: 'Camille', language: 'fr' }, { option: true }],
  user: [async ({ context, account }, use) => use(await createUser(context.request, account)), { auto: true }],
});
