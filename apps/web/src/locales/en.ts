/** Every English file by path, in one chunk loaded only when English is used (lib/i18n.ts). */
export default import.meta.glob<Record<string, unknown>>('./en/*.json', { eager: true, import: 'default' });
