import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../../../../vitest.setup';

// Testing Library cleans up by itself only with Vitest's globals, which this project does not use.
afterEach(() => cleanup());
