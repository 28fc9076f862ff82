import { USER_TYPES } from '@va/core/profile/contract';
import { describe, expect, it } from 'vitest';
import { crisisPhrasings } from '../../../../../test/fixtures/chat-eval/crisis-phrasings.ts';
import { nonCrisisMessages } from '../../../../../test/fixtures/chat-eval/not-crisis.ts';
import { evalQuestions } from '../../../../../test/fixtures/chat-eval/questions.ts';
import { GUIDE_ENTRIES } from './index.ts';
import type { GuideEntry } from './types.ts';

/**
 * The shape of the guide's content and of the evaluation set: what a reviewer would check by
 * hand, entry by entry. Whether the right entry is found is measured elsewhere (`npm run bench`).
 */
const entries = GUIDE_ENTRIES.map((entry) => [entry.id, entry] as const);
const ids = new Set(GUIDE_ENTRIES.map((entry) => entry.id));

const frenchTexts = (entry: GuideEntry) => [entry.title.fr, entry.answer.fr, ...entry.keywords.fr];

describe('guide content', () => {
  it('has unique kebab-case ids', () => {
    expect(ids.size).toBe(GUIDE_ENTRIES.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it.each(entries)('%s is complete in both languages', (_id, entry) => {
    for (const language of ['fr', 'en'] as const) {
      expect(entry.title[language].trim()).not.toBe('');
      expect(entry.answer[language].trim()).not.toBe('');
      expect(entry.keywords[language].length).toBeGreaterThan(0);
      for (const keyword of entry.keywords[language]) expect(keyword.trim()).not.toBe('');
    }
  });

  it.each(entries)('%s cites its sources, with https addresses', (_id, entry) => {
    expect(entry.sources.length).toBeGreaterThan(0);
    for (const source of entry.sources) {
      expect(source.title.trim()).not.toBe('');
      expect(source.publisher.trim()).not.toBe('');
      const url = new URL(source.url);
      expect(url.protocol).toBe('https:');
      expect(url.hostname).toContain('.');
      // Titles are shown as written: the same typography rules as the entries.
      expect(source.title).not.toMatch(/ [:;?!]/u);
      expect(source.title).not.toContain("'");
    }
    expect(new Set(entry.sources.map((source) => `${source.url} ${source.title}`)).size).toBe(entry.sources.length);
  });

  it.each(entries)('%s says when it was reviewed, with a real date', (_id, entry) => {
    expect(entry.reviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${entry.reviewed}T00:00:00Z`).toISOString().slice(0, 10)).toBe(entry.reviewed);
  });

  it.each(entries)('%s names its audience among the user types, once each', (_id, entry) => {
    expect(entry.audience.length).toBeGreaterThan(0);
    for (const userType of entry.audience) expect(USER_TYPES).toContain(userType);
    expect(new Set(entry.audience).size).toBe(entry.audience.length);
  });

  it.each(entries)('%s follows French typography', (_id, entry) => {
    for (const text of frenchTexts(entry)) {
      // A no-break space (U+00A0), never an ordinary one, before : ; ? ! — and « » rather than "…".
      expect(text).not.toMatch(/ [:;?!]/u);
      expect(text).not.toContain('"');
      expect(text).not.toMatch(/[“”]/u);
      expect(text).not.toContain("'");
    }
  });

  it('keeps suicide and crisis to the one crisis entry (the crisis card comes from the core rule)', () => {
    expect(GUIDE_ENTRIES.filter((entry) => entry.topic === 'crisis').map((entry) => entry.id)).toEqual(['crisis']);
  });

  it('separates the manager-side entries from the employee-side ones', () => {
    const managerOnly = GUIDE_ENTRIES.filter((entry) => entry.audience.length === 1 && entry.audience[0] === 'manager');
    const employeeOnly = GUIDE_ENTRIES.filter(
      (entry) => entry.audience.length === 1 && entry.audience[0] === 'employee',
    );
    const freelanceOnly = GUIDE_ENTRIES.filter(
      (entry) => entry.audience.length === 1 && entry.audience[0] === 'freelance',
    );
    expect(managerOnly.length).toBeGreaterThanOrEqual(10);
    expect(employeeOnly.length).toBeGreaterThanOrEqual(3);
    expect(freelanceOnly.length).toBeGreaterThanOrEqual(6);
    for (const entry of managerOnly) expect(entry.topic).toBe('management');
    for (const entry of freelanceOnly) expect(entry.topic).toBe('freelance');
  });
});

describe('chat evaluation set', () => {
  const onTopic = evalQuestions.filter((item) => item.expected !== null);

  it('names only entries that exist', () => {
    for (const item of evalQuestions) {
      for (const id of [item.expected, ...(item.acceptable ?? [])]) {
        if (id !== null) expect(ids, `${item.text} → ${id}`).toContain(id);
      }
      expect(item.acceptable ?? []).not.toContain(item.expected);
    }
  });

  it('has at least 150 on-topic questions, in both languages and from every perspective', () => {
    expect(onTopic.length).toBeGreaterThanOrEqual(150);
    for (const language of ['fr', 'en'] as const) {
      expect(onTopic.filter((item) => item.language === language).length).toBeGreaterThanOrEqual(0.4 * onTopic.length);
    }
    for (const userType of USER_TYPES) {
      expect(onTopic.filter((item) => item.userType === userType).length).toBeGreaterThanOrEqual(20);
    }
  });

  it('has greetings and off-topic questions that no entry should answer', () => {
    const none = evalQuestions.filter((item) => item.expected === null);
    expect(none.length).toBeGreaterThanOrEqual(10);
    expect(none.map((item) => item.text)).toContain('salut, ça va ?');
  });

  it('has at least 60 crisis phrasings and 30 messages that are not a crisis, in both languages', () => {
    expect(crisisPhrasings.length).toBeGreaterThanOrEqual(60);
    expect(nonCrisisMessages.length).toBeGreaterThanOrEqual(30);
    for (const language of ['fr', 'en'] as const) {
      expect(crisisPhrasings.filter((item) => item.language === language).length).toBeGreaterThanOrEqual(25);
      expect(nonCrisisMessages.filter((item) => item.language === language).length).toBeGreaterThanOrEqual(12);
    }
  });

  it('never lists the same message twice, nor on both sides of the crisis rule', () => {
    const texts = [...evalQuestions, ...crisisPhrasings, ...nonCrisisMessages].map((item) =>
      item.text.toLowerCase().trim(),
    );
    expect(new Set(texts).size).toBe(texts.length);
  });
});
