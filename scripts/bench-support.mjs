// What the bench scripts share: a free port, percentiles, and an account with a complete onboarding.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** A complete onboarding, one persona: the API tests' own (apps/server/test/fixtures). */
const ANSWERS = JSON.parse(
  readFileSync(new URL('../apps/server/test/fixtures/persona-answers.json', import.meta.url), 'utf8'),
);

/** A port free on loopback now (the OS picks it). */
export const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** The p-th percentile of some values (not reordered); NaN when there are none. */
export const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? NaN;

/** Signs up through the API; the session cookie (`name=value`). */
export async function signUp(origin, email) {
  const response = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ firstname: 'Bench', lastname: 'Mark', email, password: 'Motdepasse1!' }),
  });
  if (!response.ok) throw new Error(`sign-up ${email}: ${response.status}`);
  return response.headers.get('set-cookie')?.split(';')[0] ?? '';
}

/** Answers the 12 onboarding questions for the signed-in `cookie`. */
export async function answerAll(origin, cookie) {
  for (const [questionId, answer] of Object.entries(ANSWERS)) {
    const response = await fetch(`${origin}/api/onboarding/answers/${questionId}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin, cookie },
      body: JSON.stringify(answer),
    });
    if (!response.ok) throw new Error(`answer ${questionId}: ${response.status}`);
  }
}

/** Waits until `url` answers 200 (a server process starting), at most 60 s; fails if `child` exits first. */
export async function waitUntilUp(url, child) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within 60 s`);
}

/** Stops a server process (SIGTERM) and waits for its exit. */
export const stop = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve).kill('SIGTERM');
  });
