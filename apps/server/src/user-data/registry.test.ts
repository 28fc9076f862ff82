import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { getTableConfig, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness/app.ts';
import { createOnboarding, createUser } from '../../test/harness/factories.ts';
import { pngImage, uploadPhoto } from '../../test/harness/photos.ts';
import * as schema from '../db/schema/index.ts';
import { activities, chatMessages, supportRequests, tests, users } from '../db/schema/index.ts';
import { eraseUserData, exportUserData, USER_DATA } from './registry.ts';
import { userTables } from './schema-walk.ts';

const registered = () => USER_DATA.flatMap((entry) => entry.tables);
const unregistered = (found: ReturnType<typeof userTables>) =>
  found.filter(({ table }) => !registered().includes(table)).map(({ name }) => name);

describe('the user-data registry', () => {
  it('lists every table that holds a user’s rows, each once', () => {
    const found = userTables(schema, users);
    expect(found.map(({ name }) => name).sort()).toEqual(
      [
        'accounts',
        'activities',
        'chat_messages',
        'notifications',
        'onboarding_bonuses',
        'onboarding_responses',
        'onboarding_sessions',
        'profiles',
        'sessions',
        'support_requests',
        'tests',
        'user_settings',
        'users',
      ].sort(),
    );
    expect(unregistered(found)).toEqual([]);
    expect(new Set(registered()).size).toBe(registered().length);
    // Nothing listed that holds no user rows (a renamed or removed table).
    for (const table of registered()) expect(found.map((item) => item.table)).toContain(table);
  });

  it('notices a new table with a user_id column, with or without a foreign key, until it is registered', () => {
    const diary = pgTable('sleep_diary', { id: uuid('id').primaryKey(), userId: text('user_id').notNull() });
    const steps = pgTable('steps', {
      id: uuid('id').primaryKey(),
      ownerId: text('owner').references(() => users.id, { onDelete: 'cascade' }),
    });
    const found = userTables({ ...schema, diary, steps }, users);
    expect(unregistered(found).sort()).toEqual(['sleep_diary', 'steps']);
    expect(found.find((item) => item.name === 'steps')?.cascades).toBe(true);
    expect(found.find((item) => item.name === 'sleep_diary')?.cascades).toBe(false);
  });

  it('leaves no table without a way to be erased: its module’s erase, or a cascade from users', () => {
    const found = userTables(schema, users);
    const uncovered = found.filter(({ table, cascades }) => !cascades && !registered().includes(table));
    expect(uncovered).toEqual([]);
    // The one table that outlives its user (ON DELETE SET NULL) is erased by its module.
    expect(found.filter((item) => !item.cascades).map((item) => item.name)).toEqual(['support_requests']);
    expect(getTableConfig(supportRequests).foreignKeys[0]?.onDelete).toBe('set null');
  });
});

describe('export and erase', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ worker: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A user with rows in every table of the registry, and a profile photo. */
  async function userWithEverything() {
    const user = await createUser(t, { password: 'Motdepasse1!', welcome: true });
    await createOnboarding(t, user.userId);
    await t.db
      .insert(tests)
      .values({ userId: user.userId, testKey: 'who5', category: 'wellbeing', score: 40, completed: true });
    await t.db.insert(activities).values({ userId: user.userId, title: 'Marche', date: '2030-01-10' });
    await t.db.insert(chatMessages).values({ userId: user.userId, type: 'user', content: 'Bonjour', language: 'fr' });
    await t.db.insert(supportRequests).values({
      userId: user.userId,
      name: 'Camille',
      email: user.email,
      subject: 'Question',
      message: 'Bonjour',
    });
    const upload = await uploadPhoto(t.app, t.config.appUrl, user.browser, { bytes: await pngImage(64, 64) });
    expect(upload.status).toBe(200);
    return { ...user, photoUrl: upload.body.profilePhotoUrl as string };
  }
  const deps = () => ({ db: t.db, storage: t.storage });
  const photoFile = (url: string) => path.join(t.uploadsDir, 'profile-photos', `${url.split('/').pop()}.jpg`);

  it('exports every table of the user as plain JSON, and nothing of anyone else', async () => {
    const me = await userWithEverything();
    const other = await userWithEverything();
    const exported = await exportUserData(deps(), me.userId);

    expect(JSON.parse(JSON.stringify(exported))).toEqual(exported);
    const byTable = Object.assign({}, ...Object.values(exported)) as Record<string, Array<Record<string, unknown>>>;
    for (const { name } of userTables(schema, users)) {
      expect({ name, rows: byTable[name]?.length ?? 0 }).toEqual({ name, rows: expect.any(Number) });
      expect(byTable[name]!.length, name).toBeGreaterThan(0);
    }
    expect(JSON.stringify(exported)).not.toContain(other.userId);
    expect(JSON.stringify(exported)).not.toContain(other.email);
    // No secret leaves: neither the password hash nor a session token.
    expect(byTable.accounts![0]).not.toHaveProperty('password');
    expect(byTable.sessions![0]).not.toHaveProperty('token');
    expect(byTable.photo).toEqual([{ url: me.photoUrl }]);
  });

  it('erases every row and the photo of the user, and nothing of anyone else', async () => {
    const me = await userWithEverything();
    const other = await userWithEverything();
    const othersBefore = await exportUserData(deps(), other.userId);
    expect(existsSync(photoFile(me.photoUrl))).toBe(true);

    await eraseUserData(deps(), me.userId);

    const mine = await exportUserData(deps(), me.userId);
    for (const [module, tables] of Object.entries(mine)) {
      for (const [table, rows] of Object.entries(tables))
        expect({ module, table, rows }).toEqual({ module, table, rows: [] });
    }
    expect(existsSync(photoFile(me.photoUrl))).toBe(false);
    expect(await exportUserData(deps(), other.userId)).toEqual(othersBefore);
    expect(existsSync(photoFile(other.photoUrl))).toBe(true);
    // Erasing again is harmless.
    await eraseUserData(deps(), me.userId);
    await eraseUserData(deps(), randomUUID());
  });
});
