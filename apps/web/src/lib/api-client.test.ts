import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, download, setUnauthorizedHandler } from './api-client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();
const sessionEnded = vi.fn();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setUnauthorizedHandler(sessionEnded);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  sessionEnded.mockReset();
  setUnauthorizedHandler(() => undefined);
});

function lastRequest() {
  const [path, init] = fetchMock.mock.lastCall!;
  return { path, init: init!, headers: new Headers(init!.headers) };
}

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('the api client', () => {
  it('sends JSON with the session cookie and returns the JSON answer', async () => {
    fetchMock.mockResolvedValue(json(200, { id: 'n1' }));
    await expect(api('/api/support', { body: { subject: 'Bonjour' } })).resolves.toEqual({ id: 'n1' });
    const { path, init, headers } = lastRequest();
    expect(path).toBe('/api/support');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"subject":"Bonjour"}' });
    expect(headers.get('content-type')).toBe('application/json');
  });

  it('uploads a file as multipart, letting the browser write the boundary', async () => {
    fetchMock.mockResolvedValue(json(200, { profilePhotoUrl: '/api/photos/1' }));
    const body = new FormData();
    body.append('photo', new File(['png'], 'moi.png', { type: 'image/png' }));
    await api('/api/profile/photo', { body });
    const { init, headers } = lastRequest();
    expect(init.method).toBe('POST');
    expect(init.body).toBe(body);
    expect(headers.has('content-type')).toBe(false);
  });

  it('turns a refusal into its error code, an unknown one into the flow’s fallback, no server into NETWORK', async () => {
    fetchMock.mockResolvedValueOnce(json(429, { code: 'RATE_LIMITED', retryAfter: 120 }));
    expect(await failureOf(api('/api/support', { body: {} }))).toMatchObject({
      code: 'RATE_LIMITED',
      status: 429,
      retryAfter: 120,
    });
    fetchMock.mockResolvedValueOnce(json(500, { code: 'SOMETHING_NEW' }));
    expect(await failureOf(api('/api/auth/sign-in/email', { body: {}, fallback: 'LOGIN_FAILED' }))).toMatchObject({
      code: 'LOGIN_FAILED',
      status: 500,
    });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await failureOf(api('/api/profile'))).toMatchObject({ code: 'NETWORK', status: 0 });
  });

  it('reports a 401 as an ended session, except where a 401 is the answer of an auth form', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { code: 'UNAUTHORIZED' }));
    expect(await failureOf(api('/api/dashboard'))).toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
    expect(sessionEnded).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValueOnce(json(401, { code: 'INVALID_CREDENTIALS' }));
    const signIn = api('/api/auth/sign-in/email', { body: {}, unauthorizedIsAnswer: true });
    expect(await failureOf(signIn)).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    fetchMock.mockResolvedValueOnce(json(403, { code: 'FORBIDDEN' }));
    await failureOf(api('/api/dashboard'));
    expect(sessionEnded).toHaveBeenCalledTimes(1);
  });

  it('saves a downloaded file under the given name, and refuses a failed download', async () => {
    vi.useFakeTimers();
    const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = vi.fn(() => 'blob:pdf');
    URL.revokeObjectURL = vi.fn();
    const saved: Array<{ name: string; href: string }> = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    try {
      fetchMock.mockResolvedValueOnce(new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }));
      await download('/api/onboarding/summary.pdf?lang=fr', 'synthese-ikigai.pdf');
      expect(saved).toEqual([{ name: 'synthese-ikigai.pdf', href: 'blob:pdf' }]);
      vi.runAllTimers();
      expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:pdf');

      fetchMock.mockResolvedValueOnce(json(404, { code: 'NOT_FOUND' }));
      expect(await failureOf(download('/api/onboarding/summary.pdf', 'synthese-ikigai.pdf'))).toMatchObject({
        code: 'NOT_FOUND',
      });
      expect(saved).toHaveLength(1);
    } finally {
      click.mockRestore();
      URL.createObjectURL = objectUrls.create;
      URL.revokeObjectURL = objectUrls.revoke;
      vi.useRealTimers();
    }
  });
});
