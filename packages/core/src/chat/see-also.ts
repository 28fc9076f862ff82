import type { Language } from '../language.ts';

/**
 * The built-in guide's « see also » line, which names a neighbouring entry by its title: written by
 * the server's guide, read back by the web app, which turns it into a button asking that question.
 * French typography in French (non-breaking spaces, « guillemets »), English quotes in English.
 */
export function seeAlsoLine(title: string, language: Language): string {
  return language === 'fr' ? `Voir aussi\u00a0: «\u00a0${title}\u00a0».` : `See also: “${title}”.`;
}

const SEE_ALSO = [/^Voir aussi\u00a0: «\u00a0(.+)\u00a0»\.$/u, /^See also: “(.+)”\.$/u];

/** The title a « see also » line names, or null when the text is not one. */
export function seeAlsoTitle(text: string): string | null {
  const line = text.trim();
  for (const pattern of SEE_ALSO) {
    const title = pattern.exec(line)?.[1];
    if (title) return title;
  }
  return null;
}
