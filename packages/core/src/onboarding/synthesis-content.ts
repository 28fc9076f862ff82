/**
 * The ikigai synthesis: four cards and four recommendations (the /summary screen and its PDF),
 * derived from the ikigai profile. Same profile, same words: nothing here depends on time or chance.
 */
import type { Language } from '../language.ts';
import { intensityOf, type IkigaiProfile, type Intensity } from './profile.ts';
import { RECOMMENDATION_RULES, GENERAL_RECOMMENDATIONS, type RecommendationRule } from './recommendation-rules.ts';
import { capitalize, choiceLabels, inlineList, quote, say, sentences, type ByIntensity } from './synthesis-text.ts';

export type SynthesisCardId = 'values' | 'strengths' | 'objectives' | 'motivations';

export interface SynthesisCard {
  id: SynthesisCardId;
  title: string;
  highlights: string[];
  text: string;
}

export interface Recommendation {
  id: string;
  title: string;
  text: string;
}

export const SYNTHESIS_CARD_TITLES: Record<SynthesisCardId, { fr: string; en: string }> = {
  values: { fr: 'Valeurs Principales', en: 'Core values' },
  strengths: { fr: 'Points Forts', en: 'Strengths' },
  objectives: { fr: 'Objectifs', en: 'Goals' },
  motivations: { fr: 'Motivations', en: 'Motivations' },
};

export const RECOMMENDATION_COUNT = 4;

export function synthesisCards(profile: IkigaiProfile, language: Language): SynthesisCard[] {
  return [valuesCard, strengthsCard, objectivesCard, motivationsCard].map((card) => card(profile, language));
}

/** The four most pressing recommendations the profile calls for, topped up with general ones. */
export function recommendations(profile: IkigaiProfile, language: Language): Recommendation[] {
  const candidates = RECOMMENDATION_RULES.map((rule, order) => ({ rule, order }))
    .filter(({ rule }) => rule.applies(profile))
    // Table order settles ties, so the choice never depends on the engine's sort.
    .toSorted((a, b) => b.rule.priority - a.rule.priority || a.order - b.order)
    .map(({ rule }) => rule);

  const picked: RecommendationRule[] = [];
  for (const rule of [...candidates, ...GENERAL_RECOMMENDATIONS]) {
    if (picked.length === RECOMMENDATION_COUNT) break;
    if (!picked.some((chosen) => chosen.id === rule.id)) picked.push(rule);
  }
  return picked.map((rule) => ({ id: rule.id, title: rule.title[language], text: rule.text(profile, language) }));
}

const VALUES_FIT: ByIntensity = {
  low: {
    fr: 'Aujourd’hui, votre travail laisse peu de place à ce qui compte pour vous\u00a0: reconnaître cet écart est déjà un premier pas, pas un échec.',
    en: 'Today your work leaves little room for what matters to you: recognising that gap is already a first step, not a failure.',
  },
  medium: {
    fr: 'Votre travail respecte en partie vos valeurs, et il reste de la marge pour leur faire plus de place.',
    en: 'Your work partly honours your values, and there is room to give them more space.',
  },
  high: {
    fr: 'Votre travail est déjà bien aligné avec vos valeurs\u00a0: c’est une ressource précieuse sur laquelle vous appuyer.',
    en: 'Your work is already well aligned with your values: a valuable resource to lean on.',
  },
};

const CONFIDENCE: ByIntensity = {
  low: {
    fr: 'Votre confiance dans vos talents est encore fragile, et c’est fréquent\u00a0: elle se construit pas à pas, à partir de réussites concrètes.',
    en: 'Your confidence in your talents is still fragile, which is common: it grows step by step, from concrete successes.',
  },
  medium: {
    fr: 'Vous avez une confiance réelle mais mesurée dans vos talents\u00a0: les exercer davantage la renforcera.',
    en: 'You have real but measured confidence in your talents: using them more will strengthen it.',
  },
  high: {
    fr: 'Vous avez confiance dans vos talents\u00a0: c’est le bon moment pour les mettre au service de ce qui compte pour vous.',
    en: 'You trust your talents: a good moment to put them to work for what matters to you.',
  },
};

/** How far today's work and place meet what drives the person (1-3 and 3-3 together). */
const DAILY_FIT: ByIntensity = {
  low: {
    fr: 'votre quotidien actuel reste encore loin de ce qui vous anime',
    en: 'your current day-to-day is still far from what drives you',
  },
  medium: {
    fr: 'votre quotidien actuel répond en partie à ce qui vous anime',
    en: 'your current day-to-day partly meets what drives you',
  },
  high: {
    fr: 'votre quotidien actuel nourrit déjà bien ce qui vous anime',
    en: 'your current day-to-day already nourishes what drives you',
  },
};

const MOTIVATION: ByIntensity = {
  low: {
    fr: 'votre élan est plus discret en ce moment, et c’est tout à fait légitime',
    en: 'your drive is quieter at the moment, and that is perfectly legitimate',
  },
  medium: {
    fr: 'votre envie de faire évoluer les choses est bien présente, à votre rythme',
    en: 'your wish to move things forward is real, at your own pace',
  },
  high: {
    fr: 'votre motivation à faire évoluer les choses est forte, une belle énergie pour passer à l’action',
    en: 'your motivation to move things forward is strong, real energy to act on',
  },
};

type CardBuilder = (profile: IkigaiProfile, language: Language) => SynthesisCard;

const valuesCard: CardBuilder = ({ values }, language) => {
  const labels = choiceLabels(values, language);
  const phrase = values.keyPhrases[0];
  const text = sentences(
    labels.length > 0 &&
      say(
        language,
        `Ce qui compte le plus pour vous dans votre travail\u00a0: ${inlineList(labels, 'fr')}.`,
        `What matters most to you at work: ${inlineList(labels, 'en')}.`,
      ),
    phrase &&
      say(
        language,
        `Un moment où vous étiez pleinement vous-même\u00a0: ${quote(phrase, 'fr')}.`,
        `A moment when you felt fully yourself: ${quote(phrase, 'en')}.`,
      ),
    values.intensity && VALUES_FIT[values.intensity][language],
  );
  return card('values', language, labels, text, {
    fr: 'Vos valeurs se dessineront à mesure que vous répondrez au questionnaire.',
    en: 'Your values will take shape as you answer the questionnaire.',
  });
};

const strengthsCard: CardBuilder = ({ strengths }, language) => {
  const labels = choiceLabels(strengths, language);
  const phrase = strengths.keyPhrases[0];
  const text = sentences(
    labels.length > 0 &&
      say(
        language,
        `Vos talents les plus naturels\u00a0: ${inlineList(labels, 'fr')}.`,
        `Your most natural talents: ${inlineList(labels, 'en')}.`,
      ),
    phrase &&
      say(
        language,
        `Ce pour quoi l’on vient vous voir, dans vos mots\u00a0: ${quote(phrase, 'fr')}.`,
        `What people come to you for, in your words: ${quote(phrase, 'en')}.`,
      ),
    strengths.intensity && CONFIDENCE[strengths.intensity][language],
  );
  return card('strengths', language, labels, text, {
    fr: 'Vos points forts se dessineront à mesure que vous répondrez au questionnaire.',
    en: 'Your strengths will take shape as you answer the questionnaire.',
  });
};

const objectivesCard: CardBuilder = ({ aspirations }, language) => {
  const labels = choiceLabels(aspirations, language);
  const phrase = aspirations.keyPhrases[0];
  const text = sentences(
    labels.length > 0 &&
      say(
        language,
        `Ce que vous aimeriez voir grandir dans votre vie professionnelle\u00a0: ${inlineList(labels, 'fr')}.`,
        `What you would like to see grow in your working life: ${inlineList(labels, 'en')}.`,
      ),
    phrase &&
      say(
        language,
        `Votre horizon à deux ans, dans vos mots\u00a0: ${quote(phrase, 'fr')}.`,
        `Your two-year horizon, in your words: ${quote(phrase, 'en')}.`,
      ),
    focusAdvice(labels.length, language),
  );
  return card('objectives', language, labels, text, {
    fr: 'Vos objectifs se préciseront à mesure que vous répondrez au questionnaire.',
    en: 'Your goals will become clearer as you answer the questionnaire.',
  });
};

/** Many directions at once are easier to carry one at a time. */
function focusAdvice(count: number, language: Language): string | null {
  if (count === 0) return null;
  if (count === 1)
    return say(
      language,
      'Une direction claire, c’est un excellent point de départ.',
      'One clear direction is an excellent starting point.',
    );
  if (count <= 3)
    return say(
      language,
      'Ces directions sont assez précises pour devenir des étapes concrètes.',
      'These directions are precise enough to become concrete steps.',
    );
  return say(
    language,
    'Cela fait plusieurs directions à la fois\u00a0: en choisir une pour commencer rendra la suite plus légère.',
    'That is several directions at once: choosing one to start with will make the rest lighter.',
  );
}

const motivationsCard: CardBuilder = (profile, language) => {
  const { environment, aspirations } = profile;
  const labels = choiceLabels(environment, language);
  const phrase = environment.keyPhrases[0];
  const text = sentences(
    labels.length > 0 &&
      say(
        language,
        `Vous donnez le meilleur de vous-même dans ces cadres\u00a0: ${inlineList(labels, 'fr')}.`,
        `You give your best in these settings: ${inlineList(labels, 'en')}.`,
      ),
    phrase &&
      say(
        language,
        `Votre journée idéale, dans vos mots\u00a0: ${quote(phrase, 'fr')}.`,
        `Your ideal working day, in your words: ${quote(phrase, 'en')}.`,
      ),
    drive(dailyFit(profile), aspirations.intensity, language),
  );
  return card('motivations', language, labels, text, {
    fr: 'Ce qui vous anime se précisera à mesure que vous répondrez au questionnaire.',
    en: 'What drives you will become clearer as you answer the questionnaire.',
  });
};

/** Values fit (1-3) and environment match (3-3) read together, as one sense of "my days suit me". */
export function dailyFit({ values, environment }: IkigaiProfile): Intensity | null {
  const scales = [values.scale, environment.scale].filter((scale): scale is number => scale !== null);
  if (scales.length === 0) return null;
  return intensityOf(Math.round(scales.reduce((sum, scale) => sum + scale, 0) / scales.length));
}

function drive(fit: Intensity | null, motivation: Intensity | null, language: Language): string | null {
  const clauses = [fit && DAILY_FIT[fit][language], motivation && MOTIVATION[motivation][language]].filter(
    (clause): clause is string => typeof clause === 'string',
  );
  if (clauses.length === 0) return null;
  return `${capitalize(clauses.join(say(language, '\u00a0; ', '; ')))}.`;
}

function card(
  id: SynthesisCardId,
  language: Language,
  highlights: string[],
  text: string,
  whenEmpty: { fr: string; en: string },
): SynthesisCard {
  return { id, title: SYNTHESIS_CARD_TITLES[id][language], highlights, text: text || whenEmpty[language] };
}
