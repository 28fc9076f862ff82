/** One language's translation files, by namespace (the file's name): `locales/<language>/<namespace>.json`. */
export type Translations = Record<string, Record<string, unknown>>;

export function byNamespace(files: Record<string, Record<string, unknown>>): Translations {
  return Object.fromEntries(
    Object.entries(files).map(([file, translations]) => [/([^/]+)\.json$/.exec(file)?.[1] ?? file, translations]),
  );
}
