import { describe, it } from 'vitest';

describe('the unit test setup', () => {
  it.fails('fails a test during which console.error is called', () => {
    console.error('Warning: an update was not wrapped in act(...)');
  });
});
