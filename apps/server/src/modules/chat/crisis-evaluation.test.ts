import { isCrisisMessage } from '@va/core/chat/safety';
import { describe, expect, it } from 'vitest';
import { crisisPhrasings } from '../../../test/fixtures/chat-eval/crisis-phrasings.ts';
import { nonCrisisMessages } from '../../../test/fixtures/chat-eval/not-crisis.ts';

/**
 * The one crisis rule (core chat/safety.ts) measured on the evaluation set, which is never used to
 * write its patterns (test/fixtures/chat-eval/README.md): they are written from the development
 * cases of safety.test.ts. The target is every phrasing and no idiom (issue 12); until the rule
 * reaches it, the figures measured on 27/11/2026 are a floor that a change may raise, never lower.
 */
const RECALL_FLOOR = 68; // of 76; 30 before the rule was rewritten
const FALSE_POSITIVES_CEILING = 0; // of 40; 1 before

describe('the crisis rule on the evaluation set', () => {
  it(`flags at least ${RECALL_FLOOR} of the ${crisisPhrasings.length} crisis phrasings`, () => {
    const flagged = crisisPhrasings.filter((phrasing) => isCrisisMessage(phrasing.text));
    expect(flagged.length).toBeGreaterThanOrEqual(RECALL_FLOOR);
  });

  it('flags none of the work idioms and harmless negations', () => {
    const flagged = nonCrisisMessages.filter((message) => isCrisisMessage(message.text));
    expect(flagged.length).toBeLessThanOrEqual(FALSE_POSITIVES_CEILING);
  });
});
