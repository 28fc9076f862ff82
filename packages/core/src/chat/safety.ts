import type { Language } from '../language.ts';
import { foldText } from './text.ts';

/**
 * PRODUCT.md §5: the chat points to 3114 and emergency numbers when a message suggests a crisis.
 * When in doubt we flag: showing the numbers to someone who did not need them costs little.
 *
 * Patterns run on the folded text (lowercase, no accents, plain apostrophes, single spaces).
 * Figures of speech about work are not flagged because they name no self-harm:
 * 'ce projet me tue', 'mon chef va me tuer', 'je me tue à la tâche', 'this deadline is killing me',
 * 'my boss will kill me', "I'd kill for a coffee". 'Me tuer' counts only after a first-person wish
 * or intent ('je vais me tuer', 'envie de me tuer'); 'en finir' counts unless it is 'en finir avec'
 * something other than life ('en finir avec ce dossier'). On the other side, 'killing myself' is
 * flagged even in "I'm killing myself with work", and 'cut myself' even after an accident: the words
 * name the self, and the cost of showing the numbers is small.
 */
const CRISIS_PATTERNS: readonly RegExp[] = [
  // both languages
  /suicid/, // suicide, se suicider, suicidaire, suicidal
  /self[- ]?harm/,
  // French
  /\ben finir\b(?! avec (?!(?:la vie|ma vie|tout|moi|le monde|l'existence|mes jours)\b))/,
  /\bmettre fin a (?:mes jours|ma vie|mon existence|tout)\b/,
  /\b(?:je vais|je veux|je voudrais|j'aimerais|je pourrais|je compte|je pense a|j'ai envie de|j'ai pense a|envie de|besoin de|penser a|finir par|peur de) me tuer\b/,
  /\bme (?:foutre|jeter) (?:en l'air|sous|par la fenetre|d'un|du haut)/,
  /\b(?:plus|pas|aucune) envie de vivre\b(?! (?:a|en|dans|chez|au|aux|ici|loin|pres)\b)/, // not 'vivre à Paris'
  /\bplus (?:le gout|la force) de vivre\b/,
  /\b(?:plus de|plus aucune|aucune|pas de) raisons? de vivre\b/,
  /\b(?:je veux|je voudrais|j'ai envie de|envie de|je prefere(?:rais)?|j'aimerais) (?:mourir|disparaitre|etre mort|etre morte|ne plus (?:etre la|me reveiller|exister))\b/,
  /\b(?:me faire|je me fais|je me suis fait) du mal\b/,
  /\bme (?:blesser|couper|coupe) (?:volontairement|expres|les veines|les bras|les poignets)/, // not 'me couper du monde'
  /\b(?:me mutiler|m'automutil|automutil|scarifi)/,
  /\bidees noires\b/,
  /\bmieux sans moi\b/, // 'tout le monde serait mieux sans moi'
  // English
  /\bkill(?:ing)? myself\b/,
  /\b(?:end|ending|take|taking) my (?:own )?life\b/,
  /\bend it all\b/,
  /\b(?:want|wanted|wanna|ready|wish) (?:to )?die\b/,
  /\bwish i (?:was|were) dead\b/,
  /\bbetter off (?:dead|without me)\b/,
  /\bno (?:more )?reasons? (?:to live|for living)\b/,
  /\bnothing (?:left )?to live for\b/,
  /\b(?:don't|do not|dont) want to (?:live|be alive|exist|wake up)\b(?! (?:in|at|near|on|there|here|abroad|by)\b)/,
  /\b(?:hurt|hurting|harm|harming|cut|cutting) myself\b/,
];

/** Does this message suggest suicidal thoughts or self-harm? French or English, any case or accents. */
export function isCrisisMessage(text: string): boolean {
  const folded = foldText(text).replace(/\s+/g, ' ');
  return CRISIS_PATTERNS.some((pattern) => pattern.test(folded));
}

/** A short, calm block with the numbers to call; always 3114, 15 and 112. */
export function crisisResources(language: Language): string {
  return language === 'fr'
    ? 'Si vous traversez un moment très difficile, vous pouvez en parler dès maintenant à quelqu’un de formé pour vous écouter\u00a0: ' +
        'appelez le 3114, le numéro national de prévention du suicide (gratuit, 24\u00a0h/24, 7\u00a0j/7). ' +
        'En cas de danger immédiat, appelez le 15 (SAMU) ou le 112.'
    : 'If you are going through a very hard time, you can talk right now to someone trained to listen: ' +
        'in France, call 3114, the national suicide prevention line (free, 24/7). ' +
        'In immediate danger, call 15 (SAMU) or 112 in France, or your local emergency number.';
}

/** The reply, preceded by the crisis numbers when the message calls for them and the reply lacks 3114. */
export function withCrisisResources(reply: string, message: string, language: Language): string {
  if (!isCrisisMessage(message) || reply.includes('3114')) return reply;
  return reply.trim() === '' ? crisisResources(language) : `${crisisResources(language)}\n\n${reply}`;
}
