import { byNamespace } from './by-namespace';

/** Every English file, in one chunk loaded only when English is used (lib/i18n.ts). */
export default byNamespace(
  import.meta.glob<Record<string, unknown>>('./en/*.json', { eager: true, import: 'default' }),
);
