import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { signUp } from './sign-up';

const fetchMock = vi.fn<typeof fetch>();
const account = { firstname: 'Camille', lastname: 'Durand', email: 'camille@example.fr', password: 'Motdepasse1!' };

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockResolvedValue(
    new Response(JSON.stringify({ user: { id: 'u1', email: account.email, name: 'Camille Durand' } }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  localStorage.clear();
});

function sentBody() {
  const [, init] = fetchMock.mock.lastCall!;
  return JSON.parse(String(init!.body)) as Record<string, unknown>;
}

describe('signUp', () => {
  it('sends the theme chosen on this device, so that the account keeps it', async () => {
    localStorage.setItem(STORAGE_KEYS.theme, 'dark');
    await signUp(account);
    expect(sentBody()).toMatchObject({ ...account, theme: 'dark' });
  });

  it('sends the default theme when none was chosen', async () => {
    await signUp(account);
    expect(sentBody().theme).toBe('light');
  });
});
