/**
 * Text helpers shared by the chat rules. People type 'Été', 'ete' or 'ÉTÉ', with ’ or ', so every
 * rule compares a folded form: lowercase, accents removed, ligatures spelled out, one apostrophe.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[’‘ʼ`´]/g, "'");
}

/** Runs of letters and digits, as typed (case and accents kept): "aujourd'hui" gives two words. */
export function rawWords(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Runs of letters and digits of the folded text. */
export function foldedWords(text: string): string[] {
  return rawWords(foldText(text));
}

/**
 * Words as a reader counts them: elisions and hyphenated forms stay one word
 * ("aujourd'hui", "allez-vous", "don't"), so thresholds in words match intuition.
 */
export function countWords(text: string): number {
  return (text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? []).length;
}

/** Does the text contain this phrase (folded words separated by single spaces) as whole words? */
export function hasPhrase(text: string, phrase: string): boolean {
  return ` ${foldedWords(text).join(' ')} `.includes(` ${phrase} `);
}
