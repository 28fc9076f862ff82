import { byNamespace } from './by-namespace';

/** Every French file, in one chunk loaded only when French is used (lib/i18n.ts). */
export default byNamespace(
  import.meta.glob<Record<string, unknown>>('./fr/*.json', { eager: true, import: 'default' }),
);
