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
 *
 * Besides saying it, the patterns cover indirect wording (« je ne vois plus d'issue », "no way
 * out"), methods stated with the self, inflections, someone else in danger (a colleague), and the
 * way such messages are typed: a slip in the few long words they need ('sucide', 'mysefl'), a
 * doubled letter typed once ('kil', 'mourrir'), 'je veut'. They are written from the cases of
 * safety.test.ts; the evaluation set (apps/server/test/fixtures/chat-eval) only measures them.
 */
const CRISIS_PATTERNS: readonly RegExp[] = [
  // both languages
  /suicid/, // suicide, se suicider, suicidaire, suicidal
  /self[- ]?harm/,
  // French: saying it
  /\ben fini(?:r|rai|rais|ra|sse)\b(?! avec (?!(?:la vie|ma vie|tout|moi|le monde|l'existence|mes jours)\b))/,
  /\b(?:mettre|mettrai|mettrais|mette|mis) (?:fin|un terme) a (?:mes jours|ma vie|mon existence|tout)\b/,
  /\b(?:je vais|je veux|je voudrais|j'aimerais|je pourrais|je compte|je pense a|je songe (?:serieusement )?a|j'ai envie de|j'ai pense a|envie de|besoin de|penser a|finir par|peur de) me tu(?:er|e|ee|es)\b/, // 'je vais me tué', as often typed
  /\b(?:je veux|je voudrais|j'ai envie de|envie de) crever\b/,
  /\bpasser a l'acte\b/,
  // French: indirect wording
  /\b(?:plus|pas|aucune) envie de vivre\b(?! (?:a|en|dans|chez|au|aux|ici|loin|pres)\b)/, // not 'vivre à Paris'
  /\b(?:marre|fatigue|fatiguee|lasse?) de (?:vivre|la vie)\b/,
  /\bplus (?:le gout|la force) de (?:vivre|continuer)\b/,
  /\bn'en peux plus de vivre\b/,
  /\b(?:plus de|plus aucune|aucune|pas de) raisons? de vivre\b/,
  /\b(?:ma|la) vie n'a (?:plus|aucun) (?:de )?sens\b/,
  /\ba quoi bon (?:continuer a )?vivre\b/,
  /\bje ne (?:veux|voudrais) plus (?:vivre|exister|etre la|etre en vie)\b(?! (?:a|en|dans|chez|au|aux|ici|loin|pres|comme colocataire)\b)/,
  /\b(?:si je n'etais plus la|si je disparaissais|sans moi ce serait (?:plus simple|mieux))\b/,
  /\b(?:je suis|je ne suis qu')un (?:fardeau|poids) pour (?:tout le monde|les autres|ma famille|mes proches)\b/,
  /\b(?:lettre d'adieu|dire adieu a tout le monde|dormir pour toujours)\b/,
  /\b(?:je veux|je voudrais|j'ai envie de|envie de|je prefere(?:rais)?|j'aimerais) (?:mourir|disparaitre|etre mort|etre morte|ne plus (?:etre la|me reveiller|exister))\b/,
  /\bdisparaitre (?:pour toujours|a jamais|definitivement|pour de bon)\b/,
  /\b(?:ne jamais|ne plus|ne pas) me reveiller\b/,
  /\bje ne vois (?:plus|pas|aucune) (?:d'|de )?(?:autre )?(?:issue|solution)\b(?! (?:a|au|aux|pour|dans) )/,
  /\bque tout (?:ca )?s'arrete\b/,
  /\bidees noires\b/,
  /\bpourquoi (?:je )?(?:continuer|continuerais|continuerai) a vivre\b/,
  /\bje ne serai (?:bientot )?plus la\b/,
  /\b(?:m'endormir|dormir) (?:pour toujours|a jamais|pour de bon)\b/,
  /\brejoindre (?:mon|ma|mes) \p{L}+ (?:au ciel|la-haut|la haut)\b/u,
  /\bne jamais (?:naitre|etre nee?|avoir ete nee?)\b/,
  /\bje me tuerai(?:s)?\b(?! (?:a|au|pour) )/,
  /\bje ne (?:tiens|supporte) plus (?:a la vie|de vivre)\b/,
  /\bje ne (?:peux|veux) (?:plus|pas) (?:continuer a )?vivre\b(?! (?:a|en|dans|chez|au|aux|ici|loin|pres|avec ce|avec cette)\b)/,
  /\b(?:personne ne|plus personne ne) (?:me regretterait|remarquerait (?:mon absence|si je))\b/,
  /\bmieux sans moi\b/, // 'tout le monde serait mieux sans moi'
  // French: someone else in danger (a colleague, a friend)
  /\b(?:il|elle|on|mon collegue|ma collegue|mon ami|mon amie|quelqu'un) (?:veut|voudrait|va|parle de|pense a|menace de|a envie de) (?:se tuer|se suicider|mourir|en finir|mettre fin a ses jours|se jeter|se pendre|passer a l'acte)\b/,
  /\bse (?:tuer|pendre|jeter (?:sous|du|d'un|par)|foutre en l'air)\b(?! (?:a la tache|au travail|pour))/,
  /\bmettre fin a ses jours\b/,
  // French: methods, with the self
  /\bme (?:foutre|jeter) (?:en l'air|sous|par la fenetre|par|d'un|du|de la|dans le vide)\b/,
  /\bsauter (?:d'un|du|de la|par la|sous un|sous le|dans le) (?:pont|toit|immeuble|fenetre|train|metro|balcon|haut|falaise|vide|\d+e? etage)/,
  /\bme noyer\b(?! (?:dans|sous) (?:le|mon|les|mes|la|ce|ces) )/, // not 'me noyer sous les mails'
  /\b(?:achete|acheter|trouver|trouve) une corde\b/,
  /\b(?:me pendre|pendaison)\b/,
  /\bme tirer une balle\b(?! dans le pied)/, // not 'se tirer une balle dans le pied'
  /\b(?:avaler|prendre|avale|pris) (?:toutes? mes|tous mes|toute ma|toute la|une boite de|une boite entiere de|des tonnes de) (?:medicaments|cachets|comprimes|pilules|somniferes|boite|doliprane|paracetamol|anxiolytiques|antidepresseurs)\b/,
  /\b(?:overdose|surdose)\b/,
  /\bme defenestrer\b/,
  /\b(?:stocke|mis de cote|accumule) (?:des|mes) (?:medicaments|cachets|comprimes|somniferes)\b/,
  // French: self-harm
  /\b(?:me faire|je me fais|je me suis fait) du mal\b/,
  /\bme (?:blesser|couper|coupe|bruler|brule|griffer|frapper|frappe) (?:volontairement|expres|les veines|les bras|les poignets|jusqu'au sang|avec (?:des cigarettes|un briquet|une lame|un couteau|un cutter|un rasoir))/, // not 'me couper du monde'
  /\bjusqu'(?:au sang|a saigner)\b/,
  /\b(?:me mutiler|m'automutil|automutil|scarifi)/,
  // English: saying it
  /\bkill(?:s|ed|ing)? (?:myself|himself|herself|themselves|themself)\b/,
  /\b(?:end|ends|ending|ended|take|takes|taking) (?:my|his|her|their) (?:own )?life\b/,
  /\bend(?:s|ed|ing)? it all\b/,
  /\b(?:end|ending) it (?:tonight|today|now|soon|for good)\b/,
  /\b(?:want|wants|wanted|wanting|wanna|ready|wish) (?:to )?die\b/,
  /\bwish i (?:was|were) dead\b/,
  /\bbetter off (?:dead|without me)\b/,
  // English: indirect wording
  /\bno (?:more )?reasons? (?:to live|for living|to go on)\b/,
  /\bnothing (?:left )?to live for\b/,
  /\b(?:don't|do not|dont) want to (?:live|be alive|exist|wake up|be here)\b(?! (?:in|at|near|on|there|here|abroad|by|with)\b)/,
  /\b(?:can't|cannot|cant|can not) (?:go on|keep going)(?: any ?more| any longer| like this)?(?:$|[.!,;])/,
  /\bno way out\b(?! of (?:this|the|that) (?:meeting|contract|call|deal|project|job)\b)/,
  /\b(?:never|not) wake up\b/,
  /\b(?:disappear|vanish) (?:forever|for good|for ever)\b/,
  /\b(?:life|living) (?:is|isn't|is not|isnt) (?:not )?worth (?:it|living)\b/,
  /\bnot worth living\b/,
  /\bwhat(?:'s| is) the point (?:of|in) (?:living|going on|life)\b/,
  /\b(?:tired|sick) of (?:living|being alive|life)\b/,
  /\b(?:why|no point|can't|cannot|don't want to) (?:i should )?(?:keep|go on|continue) living\b/,
  /\b(?:not (?:going to be|gonna be|be)|won't be|will not be) around (?:much )?(?:longer|any ?more)\b/,
  /\b(?:i'd|i would) rather (?:not be alive|be dead|die|not exist)\b(?! than)/, // not 'rather die than sit through…'
  /\bwant(?:s|ed)? to be dead\b/,
  /\bwish i (?:had|'d) never been born\b/,
  /\b(?:fall asleep|sleep) (?:forever|for good|and never wake)\b/,
  /\bgiving away (?:all )?my (?:things|stuff|belongings)\b/,
  /\b(?:no longer|don't|do not|dont) (?:want|wish|feel like) (?:to )?(?:live|living|be alive|being alive|be here|exist)\b(?! (?:in|at|near|on|there|here|abroad|by|with)\b)/,
  /\bcan(?:'t|not|t) live (?:like this|any ?more)\b/,
  /\b(?:nobody|no one|noone) would (?:miss me|notice if i|care if i (?:died|was gone|were gone))\b/,
  /(?<!\d ?)\b(?:kms|unalive)\b/, // 'kms': kill myself, not '10 kms'
  /\b(?:i'm|i am) (?:just )?a burden (?:to|on) (?:everyone|everybody|my family|them|others)\b/,
  /\b(?:if i (?:was|were) gone|if i wasn't (?:here|around)|without me around)\b/,
  /\b(?:goodbye letter|goodbye note|say(?:ing)? goodbye to everyone|sleep forever)\b/,
  /\bwant (?:it|everything) (?:all )?to (?:stop|end) (?:for good|forever)\b/,
  // English: someone else in danger
  /\b(?:he|she|they|my colleague|my coworker|my co-worker|my friend|someone) (?:wants|want|is going|are going|talks?|talked|keeps talking|threatens?|threatened|mentioned) (?:to |about )?(?:die|dying|end (?:it|his life|her life|their life)|ending (?:it|his life|her life|their life)|killing (?:himself|herself|themselves))\b/,
  // English: methods, with the self
  /\b(?:jump|jumping|throw myself) (?:off|from|in front of|under) (?:a|the|my|this) (?:bridge|building|roof|train|tower|cliff|balcony|window)\b/,
  /\b(?:lie|lay|lying) (?:down )?on the (?:tracks|rails)\b/,
  /\b(?:until|till) (?:it bleeds|i bleed)\b/,
  /\b(?:step|stepping|throw myself) in front of (?:a|the) (?:train|bus|car|truck)\b/,
  /\b(?:hang|hanging|shoot|shooting|drown|drowning) (?:myself|himself|herself|themselves)\b/,
  /\b(?:buy|bought|get|got|buying) (?:a )?(?:rope|gun)\b/,
  /\bdriv(?:e|ing) (?:my car )?into (?:a|the) (?:wall|tree|truck)\b/,
  /\b(?:stockpil|sav|collect|hoard)(?:e|es|ed|ing) (?:up )?(?:my )?(?:pills|tablets|meds)\b/,
  /\b(?:slit|slitting|cut|cutting) my wrists?\b/,
  /\b(?:take|taking|swallow|swallowing) (?:all|a bottle of|a handful of) (?:my |of my |the )?(?:pills|tablets|meds|sleeping pills)\b/,
  // English: self-harm
  /\b(?:hurt|hurting|harm|harming|cut|cutting|burn|burning|scratch|scratching|punch|punching) (?:myself|himself|herself|themselves)\b/,
  /\b(?:started|start|been|keep|kept|back to) cutting\b/,
  /\b(?:i|i've|i have) cut (?:myself )?again\b(?! (?:the|a|an|this|that|my|our|it)\b)/,
  /\bself[- ]?injur/,
  /\bhow many (?:pills|tablets|sleeping pills)\b.*\b(?:kill|die|overdose|enough)\b/,
];

/** The few words a crisis pattern needs that are long enough to be read through one slip. */
const MISSPELT = ['suicide', 'suicider', 'suicidaire', 'suicidaires', 'suicidal', 'myself'];

/** Short words people type with a doubled letter once ('kil myself'): compared with doubles made single. */
const single = (word: string) => word.replace(/(\p{L})\1+/gu, '$1');
const DOUBLED: ReadonlyMap<string, string> = new Map(
  ['kill', 'killing', 'killed', 'kills', 'mourir', 'disparaitre', 'suicidaire'].map((word) => [single(word), word]),
);

/** At most one letter added, missing or changed, or two neighbours swapped (Damerau-Levenshtein ≤ 1). */
function oneEditApart(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const restA = a.slice(i);
  const restB = b.slice(i);
  const swapped =
    restA.length > 1 && restA[0] === restB[1] && restA[1] === restB[0] && restA.slice(2) === restB.slice(2);
  return restA.slice(1) === restB.slice(1) || restA.slice(1) === restB || restA === restB.slice(1) || swapped;
}

/**
 * A word as the patterns expect it: 'sucide', 'suicde' and 'mysefl' read as 'suicide' and
 * 'myself' (one slip, in a word of six letters or more among the few a crisis message needs, so
 * that no other word changes meaning), 'kil' as 'kill'.
 */
function correctedWord(word: string): string {
  if (word.length >= 6) {
    const known = MISSPELT.find((spelling) => oneEditApart(word, spelling));
    if (known) return known;
  }
  return DOUBLED.get(single(word)) ?? word;
}

/** The folded message, one space between words, its crisis words spelt right. */
function crisisText(text: string): string {
  return (
    foldText(text)
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/\p{L}+/gu, correctedWord)
      // 'je veut', 'je veu', "j'veux", 'jveux'; 'envi de': as often typed.
      .replace(/\b(?:je veut|je veu|j'veux|jveux|j'veut|jveut)\b/g, 'je veux')
      .replace(/\benvi de\b/g, 'envie de')
      .replace(/\bmy self\b/g, 'myself')
      .replace(/\ben finire\b/g, 'en finir')
  );
}

/** Does this message suggest suicidal thoughts or self-harm? French or English, any case or accents. */
export function isCrisisMessage(text: string): boolean {
  const prepared = crisisText(text);
  return CRISIS_PATTERNS.some((pattern) => pattern.test(prepared));
}

/**
 * The crisis card's lines (PRODUCT.md §5), shown with every reply to a message the rule flags: the
 * web links each (`tel:`, `sms:`) and words it in the user's language (chat.crisisCard.<key>).
 */
export const CRISIS_LINES = [
  { key: 'suicidePrevention', number: '3114', href: 'tel:3114' },
  { key: 'samu', number: '15', href: 'tel:15' },
  { key: 'emergency', number: '112', href: 'tel:112' },
  { key: 'textOnly', number: '114', href: 'sms:114' },
] as const;

/**
 * What the assistant says beside the crisis card when it has nothing else to say (its reply
 * failed): calm, never clinical, pointing to the card rather than repeating its numbers.
 */
export function crisisWords(language: Language): string {
  return language === 'fr'
    ? 'Ce que vous traversez compte, et vous n’avez pas à le porter seul(e). Des personnes formées peuvent vous écouter dès maintenant, gratuitement et à toute heure\u00a0: les numéros sont sur la carte ci-dessus. Si vous le pouvez, prévenez une personne de confiance.'
    : 'What you are going through matters, and you do not have to carry it alone. Trained people can listen to you right now, free of charge and at any hour: the numbers are on the card above. If you can, let someone you trust know.';
}
