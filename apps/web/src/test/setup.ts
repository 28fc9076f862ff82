import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadLanguage } from '@/lib/i18n';
import '../../../../vitest.setup';

// The app loads a language when it is first used; tests switch languages at will, so both are ready.
await Promise.all([loadLanguage('fr'), loadLanguage('en')]);

// Testing Library cleans up by itself only with Vitest's globals, which this project does not use.
afterEach(() => cleanup());
