import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness/app.ts';
import { testDriver } from './harness/database.ts';
import { createOnboarding, createUser, type FactoryUser } from './harness/factories.ts';
import type { TestResponse } from './harness/client.ts';
import { captureQueries } from './harness/queries.ts';
import { PASSWORD } from './harness/accounts.ts';
import { createNotification } from '../src/modules/notifications/service.ts';
import type { ObservedQuery } from '../src/db/query-observer.ts';

/*
 * Every query a page makes is served by an index (issue 11): the statements the API really sends
 * for each page are captured, then EXPLAINed on a database holding many users' rows, ANALYZEd as
 * PostgreSQL's autovacuum would. A sequential scan of a table of users' rows fails.
 */

/** Tables holding rows of many users: scanning one of them whole grows with the number of users. */
const USER_TABLES = [
  'users',
  'sessions',
  'accounts',
  'profiles',
  'user_settings',
  'notifications',
  'chat_messages',
  'tests',
  'activities',
  'onboarding_sessions',
  'onboarding_responses',
  'onboarding_bonuses',
  'support_requests',
  'rate_limit_counters',
];
const USERS = 3000;

let t: TestApp;
let user: FactoryUser;

/** Other people's rows, as many as a live instance would hold, in a few statements. */
async function fillWithOtherUsers() {
  // A connection of its own: the app's pool gives a statement 15 s, and this is a large one.
  const client = new pg.Client({ connectionString: t.database.url });
  await client.connect();
  try {
    await client.query(`
    insert into users (id, name, email, firstname, lastname)
      select 'other-' || n, 'Autre ' || n, 'autre' || n || '@example.fr', 'Autre', 'Personne' from generate_series(1, ${USERS}) n;
    insert into sessions (id, token, user_id, expires_at)
      select 'session-' || n || '-' || k, md5('token' || n || '-' || k), 'other-' || n, now() + interval '30 days'
      from generate_series(1, ${USERS}) n, generate_series(1, 2) k;
    insert into accounts (id, account_id, provider_id, user_id, password)
      select 'account-' || n, 'other-' || n, 'credential', 'other-' || n, 'not-a-hash' from generate_series(1, ${USERS}) n;
    insert into rate_limit_counters (key, count, window_ends_at)
      select md5('counter' || n), 1 + n % 5, now() + (n % 60) * interval '1 minute' from generate_series(1, ${USERS} * 3) n;
    insert into profiles (id, email, firstname, lastname) select id, email, firstname, lastname from users where id like 'other-%';
    insert into user_settings (user_id) select id from users where id like 'other-%';
    insert into notifications (user_id, title, category, read, created_at)
      select 'other-' || n, 'Notification ' || k, (array['system','reminder','message'])[1 + k % 3], k % 4 = 0,
        now() - k * interval '1 hour'
      from generate_series(1, ${USERS}) n, generate_series(1, 30) k;
    insert into chat_messages (user_id, type, content, created_at)
      select 'other-' || n, (array['user','bot'])[1 + k % 2], 'Message ' || k, now() - k * interval '1 minute'
      from generate_series(1, ${USERS}) n, generate_series(1, 30) k;
    insert into tests (user_id, test_key, category, score, completed)
      select 'other-' || n, 'who5', 'wellbeing', 50, k % 2 = 0 from generate_series(1, ${USERS}) n, generate_series(1, 4) k;
    insert into activities (user_id, title, date, category, status)
      select 'other-' || n, 'Marche', current_date + k - 10, 'wellbeing', (array['pending','completed','cancelled'])[1 + k % 3]
      from generate_series(1, ${USERS}) n, generate_series(1, 20) k;
    insert into onboarding_sessions (user_id) select id from users where id like 'other-%';
    insert into onboarding_responses (session_id, question_id, text_response)
      select s.id, q, 'Réponse' from onboarding_sessions s,
        unnest(array['1-1','1-2','1-3','2-1','2-2','2-3','3-1','3-2','3-3','4-1','4-2','4-3']) q;
    insert into onboarding_bonuses (session_id, session_number, points)
      select s.id, k, 50 from onboarding_sessions s, generate_series(1, 3) k;
    analyze;
  `);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  if (testDriver() !== 'postgres') return;
  t = await createTestApp();
  await fillWithOtherUsers();
  user = await createUser(t, { welcome: true, password: PASSWORD });
  await createOnboarding(t, user.userId);
  for (const title of ['Rappel', 'Message']) await createNotification(t.db, { userId: user.userId, title });
}, 300_000);
afterAll(async () => {
  await t?.close();
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function sequentialScans(node: PlanNode): string[] {
  const own = node['Node Type'] === 'Seq Scan' && node['Relation Name'] ? [node['Relation Name']] : [];
  return [...own, ...(node.Plans ?? []).flatMap(sequentialScans)];
}

/** The tables of users' rows that a statement would read whole. */
async function scannedUserTables(query: ObservedQuery): Promise<string[]> {
  const result = await t.handle.pool!.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
    `explain (format json) ${query.sql}`,
    query.params,
  );
  const plan = result.rows[0]!['QUERY PLAN'][0]!.Plan;
  return sequentialScans(plan).filter((table) => USER_TABLES.includes(table));
}

/** Statements worth a plan: reads and writes of rows, not transaction control or locks. */
const explainable = (query: ObservedQuery) =>
  /^\s*(select|insert|update|delete|with)\b/i.test(query.sql) && !/pg_advisory|pg_notify/.test(query.sql);

const pages: Array<[string, () => Promise<TestResponse<unknown>>]> = [
  ['sign-in', () => t.client().post('/api/auth/sign-in/email', { email: user.email, password: PASSWORD })],
  ['dashboard', () => user.browser.get('/api/dashboard')],
  ['profile and settings', () => user.browser.get('/api/profile')],
  ['settings saved', () => user.browser.request('/api/settings', { method: 'PATCH', json: { theme: 'dark' } })],
  ['notifications', () => user.browser.get('/api/notifications')],
  ['notifications, unread', () => user.browser.get('/api/notifications?filter=unread')],
  ['notifications, a category', () => user.browser.get('/api/notifications?filter=reminder')],
  ['notifications, all read', () => user.browser.post('/api/notifications/read-all')],
  ['onboarding state', () => user.browser.get('/api/onboarding')],
  ['onboarding results', () => user.browser.get('/api/onboarding/results')],
  ['chat history', () => user.browser.get('/api/chat/history')],
];

describe.skipIf(testDriver() !== 'postgres')('every query of a page is served by an index', () => {
  it.each(pages)('%s', async (_page, request) => {
    const { result, queries } = await captureQueries(request);
    expect(result.status).toBeLessThan(300);
    const statements = queries.filter(explainable);
    expect(statements.length).toBeGreaterThan(0);
    const scans = [];
    for (const statement of statements) {
      const tables = await scannedUserTables(statement);
      if (tables.length > 0) scans.push({ tables, sql: statement.sql });
    }
    expect(scans).toEqual([]);
  });
});
