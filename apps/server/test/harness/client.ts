import type { Hono } from 'hono';

export interface TestResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  /** The parsed JSON body, or null when the body is not JSON. */
  body: T;
  /** Set-Cookie lines of this response, as sent. */
  setCookies: string[];
}

export interface RequestOptions {
  method?: string;
  json?: unknown;
  /** A raw body, sent with the headers given (no content type added). */
  body?: string;
  /** An empty value removes the header (e.g. `origin: ''`: a client that is no browser). */
  headers?: Record<string, string>;
}

/**
 * A browser in front of the app: keeps cookies between calls (as the web app does with its
 * httpOnly session cookie), sends the app's Origin and JSON.
 */
export interface TestClient {
  request<T = Record<string, unknown>>(path: string, options?: RequestOptions): Promise<TestResponse<T>>;
  get<T = Record<string, unknown>>(path: string, headers?: Record<string, string>): Promise<TestResponse<T>>;
  post<T = Record<string, unknown>>(
    path: string,
    json?: unknown,
    headers?: Record<string, string>,
  ): Promise<TestResponse<T>>;
  cookie(name: string): string | undefined;
  /** Set a cookie as a Set-Cookie line would (the value as sent, already encoded). */
  setCookie(name: string, value: string): void;
  /** Forget every cookie, like a new browser. */
  clearCookies(): void;
}

export const SESSION_COOKIE = 'va.session_token';

export function createClient(
  app: Hono,
  appUrl: string,
  defaults: { headers?: Record<string, string> } = {},
): TestClient {
  const jar = new Map<string, string>();

  async function request<T>(path: string, options: RequestOptions = {}): Promise<TestResponse<T>> {
    const headers = new Headers({ origin: appUrl, ...defaults.headers, ...options.headers });
    if (jar.size > 0) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const emptied: string[] = [];
    headers.forEach((value, name) => value === '' && emptied.push(name));
    for (const name of emptied) headers.delete(name);
    let body = options.body;
    if (options.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(options.json);
    }
    const response = await app.request(`${appUrl}${path}`, { method: options.method ?? 'GET', headers, body });
    const setCookies = response.headers.getSetCookie();
    for (const line of setCookies) remember(line);
    return {
      status: response.status,
      headers: response.headers,
      body: parseJson(await response.text()) as T,
      setCookies,
    };
  }

  function remember(line: string) {
    const [pair = '', ...attributes] = line.split(';');
    const equals = pair.indexOf('=');
    const name = pair.slice(0, equals).trim();
    const value = pair.slice(equals + 1).trim();
    const expired = attributes.some((attribute) => /^\s*max-age\s*=\s*0\s*$/i.test(attribute));
    if (!value || expired) jar.delete(name);
    else jar.set(name, value);
  }

  return {
    request,
    get: (path, headers) => request(path, { headers }),
    post: (path, json, headers) => request(path, { method: 'POST', json: json ?? {}, headers }),
    cookie: (name) => jar.get(name),
    setCookie: (name, value) => jar.set(name, value),
    clearCookies: () => jar.clear(),
  };
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}
