/** Every French file by path, in one chunk loaded only when French is used (lib/i18n.ts). */
export default import.meta.glob<Record<string, unknown>>('./fr/*.json', { eager: true, import: 'default' });
