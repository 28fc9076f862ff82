// The chat's built-in guide (apps/server/src/modules/chat/guide/answerer.ts): prints figures,
// no pass/fail. Run by `npm run bench`, or alone: `node scripts/bench-chat.mjs`. Needs no build:
// tsx compiles the TypeScript sources on the fly.
// - index build time (two MiniSearch indexes, French and English)
// - latency of one answer (median, p99) over the labelled questions, many rounds
// - hit rate on the labelled questions, in their language and typed in the other one
// - on the evaluation set (never tuned on): right answer first, top 3, the crisis rule's recall and false positives
import { tsImport } from 'tsx/esm/api';
import { percentile } from './bench-support.mjs';

const guide = '../apps/server/src/modules/chat/guide/';
const { createGuideAnswerer } = await tsImport(`${guide}answerer.ts`, import.meta.url);
const { GUIDE_ENTRIES } = await tsImport(`${guide}entries/index.ts`, import.meta.url);
const { isRightAnswer, labelledQuestions } = await tsImport(
  '../apps/server/test/fixtures/labelled-questions.ts',
  import.meta.url,
);

const { isCrisisMessage } = await tsImport('../packages/core/src/chat/safety.ts', import.meta.url);
const { crisisPhrasings } = await tsImport(
  '../apps/server/test/fixtures/chat-eval/crisis-phrasings.ts',
  import.meta.url,
);
const { evalQuestions } = await tsImport('../apps/server/test/fixtures/chat-eval/questions.ts', import.meta.url);
const { nonCrisisMessages } = await tsImport('../apps/server/test/fixtures/chat-eval/not-crisis.ts', import.meta.url);

const ms = (value) => `${value.toFixed(value < 1 ? 3 : 1)} ms`;
const rate = (right, total) => `${right}/${total} (${((100 * right) / total).toFixed(1)} %)`;

console.log(`\nOffline chat: built-in guide (${GUIDE_ENTRIES.length} entries, French and English)`);

// Index build: the first one pays for the JIT, as on a server's first question.
const builds = [];
for (let round = 0; round < 10; round++) {
  const answerer = createGuideAnswerer({ entries: GUIDE_ENTRIES });
  const started = performance.now();
  answerer.warmUp();
  builds.push(performance.now() - started);
}
console.log(`  Index build (2 indexes): first ${ms(builds[0])}, then median ${ms(percentile(builds.slice(1), 50))}`);

const answerer = createGuideAnswerer();
answerer.warmUp();
for (let round = 0; round < 3; round++) {
  for (const { question, language } of labelledQuestions) answerer.answer(question, language);
}
const rounds = 20;
const timings = [];
for (let round = 0; round < rounds; round++) {
  for (const { question, language } of labelledQuestions) {
    const started = performance.now();
    answerer.answer(question, language);
    timings.push(performance.now() - started);
  }
}
console.log(
  `  Answer latency (${labelledQuestions.length} questions × ${rounds} rounds): median ${ms(percentile(timings, 50))}, p99 ${ms(percentile(timings, 99))}`,
);

const score = (items, languageOf = (item) => item.language) =>
  items.filter((item) => isRightAnswer(item, answerer.answer(item.question, languageOf(item)).entryIds[0] ?? null))
    .length;
const onTopic = labelledQuestions.filter((item) => item.expected !== null);
const offTopic = labelledQuestions.filter((item) => item.expected === null);
const inFrench = labelledQuestions.filter((item) => item.language === 'fr');
const inEnglish = labelledQuestions.filter((item) => item.language === 'en');
console.log(`  Hit rate, labelled questions: ${rate(score(labelledQuestions), labelledQuestions.length)}`);
console.log(
  `    French ${rate(score(inFrench), inFrench.length)}, English ${rate(score(inEnglish), inEnglish.length)}; ` +
    `right entry ${rate(score(onTopic), onTopic.length)}, off-topic asked to rephrase ${rate(score(offTopic), offTopic.length)}`,
);
console.log(
  `    Typed in the other language than the interface's: ${rate(
    score(labelledQuestions, (item) => (item.language === 'fr' ? 'en' : 'fr')),
    labelledQuestions.length,
  )}`,
);

// The evaluation set (apps/server/test/fixtures/chat-eval/questions.ts), never tuned on: is the right
// entry first, or among the first three?
const isRight = (item, id) =>
  item.expected === null ? id === null : [item.expected, ...(item.acceptable ?? [])].includes(id ?? '');
const first = evalQuestions.filter((item) =>
  isRight(item, answerer.answer(item.text, item.language, item.userType).entryIds[0] ?? null),
);
const evalOnTopic = evalQuestions.filter((item) => item.expected !== null);
const inTopThree = evalOnTopic.filter((item) =>
  answerer
    .ranked(item.text, item.language, item.userType)
    .slice(0, 3)
    .some((id) => isRight(item, id)),
);
console.log(
  `  Evaluation set (${evalQuestions.length} questions): right answer first ${rate(first.length, evalQuestions.length)} (target ≥ 85 %), ` +
    `right entry in the top 3 ${rate(inTopThree.length, evalOnTopic.length)}`,
);

// The crisis rule on the evaluation set (never tuned on: apps/server/test/fixtures/chat-eval/README.md).
const missed = crisisPhrasings.filter((phrasing) => !isCrisisMessage(phrasing.text));
const falsePositives = nonCrisisMessages.filter((message) => isCrisisMessage(message.text));
// Node 20 has no Object.groupBy.
const missedKinds = new Map();
for (const { kind } of missed) missedKinds.set(kind, (missedKinds.get(kind) ?? 0) + 1);
const byKind = [...missedKinds].map(([kind, count]) => `${kind} ${count}`).join(', ');
console.log(
  `  Crisis rule (evaluation set): recall ${rate(crisisPhrasings.length - missed.length, crisisPhrasings.length)}` +
    `${byKind ? ` (missed: ${byKind})` : ''}, false positives ${falsePositives.length}/${nonCrisisMessages.length} (targets 100 %, 0)`,
);
