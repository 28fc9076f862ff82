/**
 * The recommendation table. Each rule says when it applies and how much it matters; the summary
 * keeps the four highest distinct ones (several rules may share an id when they are strong and
 * gentle versions of the same advice) and tops up with the general ones at the end.
 */
import type { Language, Localized } from '../language.ts';
import { DIMENSIONS, type Dimension, type DimensionProfile, type IkigaiProfile } from './profile.ts';
import { choiceLabels, citeList, quote, say } from './synthesis-text.ts';

export interface RecommendationRule {
  id: string;
  priority: number;
  title: Localized;
  applies: (profile: IkigaiProfile) => boolean;
  text: (profile: IkigaiProfile, language: Language) => string;
}

type Picks = Partial<Record<Dimension, string[]>>;

const BALANCE: Picks = { values: ['work_life_balance'], aspirations: ['better_balance'] };
const FLEXIBLE_SETTINGS: Picks = { environment: ['remote', 'hybrid', 'flexible_setting'] };
const LEARNING: Picks = { values: ['continuous_learning'], aspirations: ['skills_development'] };
const LEADERSHIP_ASPIRATION: Picks = { aspirations: ['leadership'] };
const LEADERSHIP: Picks = { values: ['leadership'], strengths: ['leadership'], aspirations: ['leadership'] };
const SOCIAL_IMPACT: Picks = { values: ['social_impact'], aspirations: ['social_impact'] };
const CAREER: Picks = { aspirations: ['career_growth'] };
const INDEPENDENCE: Picks = { aspirations: ['independence'] };
const AUTONOMY: Picks = { values: ['autonomy'] };
const EXPERTISE: Picks = { aspirations: ['technical_expertise'] };
const CREATIVITY: Picks = {
  values: ['creativity', 'innovation'],
  strengths: ['creativity'],
  environment: ['creative_space'],
  aspirations: ['innovation'],
};
const COLLABORATION: Picks = { values: ['collaboration'], strengths: ['teamwork'] };
const PROBLEM_SOLVING: Picks = { strengths: ['problem_solving', 'analysis'] };

function chose(profile: IkigaiProfile, picks: Picks): boolean {
  return DIMENSIONS.some((dimension) => picks[dimension]?.some((id) => profile[dimension].choices.includes(id)));
}

/** The labels of the picked choices, each once (Leadership may be chosen in three sessions). */
function labels(profile: IkigaiProfile, language: Language, picks: Picks, limit = 3): string[] {
  const all = DIMENSIONS.flatMap((dimension) => {
    const among = picks[dimension];
    return among ? choiceLabels(profile[dimension], language, among) : [];
  });
  return [...new Set(all)].slice(0, limit);
}

function cited(profile: IkigaiProfile, language: Language, picks: Picks): string {
  return citeList(labels(profile, language, picks), language);
}

const low = (dimension: DimensionProfile) => dimension.intensity === 'low';
const high = (dimension: DimensionProfile) => dimension.intensity === 'high';

/** "Vous avez cité « X »." — how most advice starts: from the person's own choice. */
function youChose(profile: IkigaiProfile, language: Language, picks: Picks): string {
  const choices = cited(profile, language, picks);
  return say(language, `Vous avez cité ${choices}.`, `You chose ${choices}.`);
}

function mentoring(profile: IkigaiProfile, language: Language): string {
  return `${youChose(profile, language, LEADERSHIP)} ${say(
    language,
    'Proposez à une personne qui débute un échange de trente minutes toutes les deux semaines\u00a0: transmettre est une belle façon d’exercer votre leadership, sans attendre un titre.',
    'Offer someone who is starting out a thirty-minute conversation every other week: passing on what you know is a fine way to exercise leadership, without waiting for a title.',
  )}`;
}

function strengthsAside(
  profile: IkigaiProfile,
  language: Language,
  fr: (list: string) => string,
  en: (list: string) => string,
) {
  const strengths = choiceLabels(profile.strengths, language).slice(0, 2);
  if (strengths.length === 0) return '';
  const list = citeList(strengths, language);
  return say(language, fr(list), en(list));
}

const SETTING_IDEAS: Record<string, Localized> = {
  traditional_office: {
    fr: 'un poste de travail rangé et des plages sans interruption',
    en: 'a tidy desk and uninterrupted time blocks',
  },
  coworking: { fr: 'une journée par semaine dans un espace de coworking', en: 'one day a week in a coworking space' },
  outdoors: {
    fr: 'une réunion en marchant ou une vraie pause dehors chaque jour',
    en: 'a walking meeting or a real break outdoors every day',
  },
  creative_space: {
    fr: 'un coin de travail réaménagé qui vous inspire',
    en: 'a rearranged corner of your workspace that inspires you',
  },
  formal_structure: {
    fr: 'un cadre clair pour la semaine, avec des priorités écrites',
    en: 'a clear frame for the week, with written priorities',
  },
};
const DEFAULT_SETTING_IDEA: Localized = {
  fr: 'un réaménagement de votre espace ou de votre rythme',
  en: 'a change to your workspace or your rhythm',
};

export const RECOMMENDATION_RULES: RecommendationRule[] = [
  {
    id: 'one-small-step',
    priority: 95,
    title: { fr: 'Un petit pas cette semaine', en: 'One small step this week' },
    applies: (profile) => low(profile.aspirations),
    text: (profile, language) => {
      const [aspiration] = choiceLabels(profile.aspirations, language);
      const linked = aspiration
        ? say(language, `, en lien avec ${citeList([aspiration], 'fr')}`, `, linked to ${citeList([aspiration], 'en')}`)
        : '';
      return say(
        language,
        `Inutile de tout changer d’un coup. Choisissez une seule action de quinze minutes cette semaine${linked}, rien de plus\u00a0: avancer doucement, c’est déjà avancer.`,
        `There is no need to change everything at once. Pick a single fifteen-minute action this week${linked}, nothing more: moving gently is still moving.`,
      );
    },
  },
  {
    id: 'protect-your-balance',
    priority: 90,
    title: { fr: 'Protégez votre équilibre', en: 'Protect your balance' },
    applies: (profile) => chose(profile, BALANCE) && (low(profile.values) || low(profile.environment)),
    text: (profile, language) =>
      say(
        language,
        `Vous avez cité ${cited(profile, 'fr', BALANCE)}, et votre quotidien en est encore loin. Fixez-vous une heure de fin de journée et tenez-la trois soirs cette semaine\u00a0; en dehors de ces horaires, coupez les notifications professionnelles\u00a0: le droit à la déconnexion est fait pour cela.`,
        `You chose ${cited(profile, 'en', BALANCE)}, and your days are still far from it. Set an end-of-day time and keep to it three evenings this week; outside those hours, switch off work notifications: the right to disconnect exists for exactly this.`,
      ),
  },
  {
    id: 'proof-journal',
    priority: 85,
    title: { fr: 'Tenez un journal de vos réussites', en: 'Keep a journal of your successes' },
    applies: (profile) => low(profile.strengths),
    text: (profile, language) => {
      const when = strengthsAside(
        profile,
        language,
        (list) => `, surtout quand vous avez mobilisé ${list}`,
        (list) => `, especially when you drew on ${list}`,
      );
      return say(
        language,
        `Chaque vendredi, notez trois choses que vous avez réussies, même petites${when}. Demandez aussi à deux collègues de confiance ce qu’ils voient comme vos points forts\u00a0: leurs réponses nourriront votre confiance.`,
        `Every Friday, write down three things you did well, even small ones${when}. Ask two colleagues you trust what they see as your strengths, too: their answers will feed your confidence.`,
      );
    },
  },
  {
    id: 'discuss-work-arrangements',
    priority: 80,
    title: { fr: 'Préparez un échange sur votre organisation', en: 'Prepare a conversation about how you work' },
    applies: (profile) => chose(profile, FLEXIBLE_SETTINGS) && low(profile.environment),
    text: (profile, language) =>
      say(
        language,
        `Vous avez choisi ${cited(profile, 'fr', FLEXIBLE_SETTINGS)} parmi vos cadres idéaux, et votre environnement actuel en est encore loin. Préparez un échange avec votre manager, ou avec qui organise votre travail\u00a0: ce qui fonctionne aujourd’hui, ce que vous proposez (jours de télétravail, horaires ajustés) et un essai d’un mois.`,
        `You chose ${cited(profile, 'en', FLEXIBLE_SETTINGS)} among your ideal settings, and your current environment is still far from it. Prepare a conversation with your manager, or whoever organises your work: what works today, what you propose (remote days, adjusted hours) and a one-month trial.`,
      ),
  },
  {
    id: 'one-aligned-task-a-week',
    priority: 75,
    title: { fr: 'Une tâche alignée par semaine', en: 'One aligned task a week' },
    applies: (profile) => low(profile.values),
    text: (profile, language) => {
      const values = choiceLabels(profile.values, language).slice(0, 3);
      const named = values.length > 0 ? ` (${citeList(values, language)})` : '';
      const which = [
        say(language, 'vos valeurs peuvent', 'your values can'),
        say(language, 'cette valeur peut', 'this value can'),
        say(language, 'l’une de ces valeurs peut', 'one of these values can'),
      ][Math.min(values.length, 2)];
      return say(
        language,
        `Pour rapprocher votre travail de ce qui compte pour vous${named}, commencez petit\u00a0: chaque lundi, repérez une tâche où ${which} s’exprimer, même un peu, et notez le vendredi ce que cela a changé.`,
        `To bring your work closer to what matters to you${named}, start small: every Monday, spot one task where ${which} show, even a little, and note on Friday what it changed.`,
      );
    },
  },
  {
    id: 'career-conversation',
    priority: 70,
    title: { fr: 'Préparez un entretien de carrière', en: 'Prepare a career conversation' },
    applies: (profile) => chose(profile, CAREER) && high(profile.aspirations),
    text: (profile, language) =>
      say(
        language,
        `Vous avez cité ${cited(profile, 'fr', CAREER)} et votre motivation est forte. Demandez un entretien professionnel et préparez-le\u00a0: trois réussites récentes, la compétence que vous voulez développer, la mission ou le poste qui vous attire.`,
        `You chose ${cited(profile, 'en', CAREER)} and your motivation is strong. Ask for a career review meeting and prepare for it: three recent successes, the skill you want to develop, the role or assignment that appeals to you.`,
      ),
  },
  {
    id: 'lean-on-your-strengths',
    priority: 65,
    title: { fr: 'Appuyez-vous sur vos forces', en: 'Lean on your strengths' },
    applies: (profile) => high(profile.strengths) && low(profile.values),
    text: (profile, language) => {
      const such = strengthsAside(
        profile,
        language,
        (list) => `, comme ${list}`,
        (list) => `, such as ${list}`,
      );
      return say(
        language,
        `Vous avez confiance dans vos talents${such}. Proposez une mission ou un projet où ils servent ce qui compte pour vous\u00a0: c’est souvent le chemin le plus court vers un travail plus aligné.`,
        `You trust your talents${such}. Suggest an assignment or project where they serve what matters to you: it is often the shortest path to more aligned work.`,
      );
    },
  },
  {
    id: 'mentor-someone',
    priority: 62,
    title: { fr: 'Accompagnez quelqu’un', en: 'Mentor someone' },
    applies: (profile) => chose(profile, LEADERSHIP_ASPIRATION),
    text: mentoring,
  },
  {
    id: 'weekly-learning-slot',
    priority: 60,
    title: { fr: 'Un créneau d’apprentissage par semaine', en: 'A weekly learning slot' },
    applies: (profile) => chose(profile, LEARNING),
    text: (profile, language) =>
      `${youChose(profile, language, LEARNING)} ${say(
        language,
        'Bloquez trente minutes chaque semaine dans votre agenda pour apprendre (un article, une vidéo, un module en ligne) et notez une idée à mettre en pratique.',
        'Block thirty minutes a week in your calendar to learn (an article, a video, an online module) and note one idea to put into practice.',
      )}`,
  },
  {
    id: 'change-one-thing-in-your-setting',
    priority: 58,
    title: { fr: 'Changez une chose dans votre cadre', en: 'Change one thing in your setting' },
    applies: (profile) => low(profile.environment) && !chose(profile, FLEXIBLE_SETTINGS),
    text: (profile, language) => {
      const settings = choiceLabels(profile.environment, language).slice(0, 2);
      const named = settings.length > 0 ? ` (${citeList(settings, language)})` : '';
      const firstWithIdea = profile.environment.choices.find((id) => id in SETTING_IDEAS);
      const idea = (firstWithIdea ? SETTING_IDEAS[firstWithIdea] : undefined) ?? DEFAULT_SETTING_IDEA;
      return say(
        language,
        `Votre environnement actuel est encore loin de celui qui vous convient${named}. Testez un seul changement pendant deux semaines, par exemple ${idea.fr}, et observez ce qu’il change pour vous.`,
        `Your current environment is still far from the one that suits you${named}. Try a single change for two weeks, for example ${idea.en}, and notice what it changes for you.`,
      );
    },
  },
  {
    id: 'skills-volunteering',
    priority: 57,
    title: { fr: 'Mettez vos compétences au service d’une cause', en: 'Put your skills to work for a cause' },
    applies: (profile) => chose(profile, SOCIAL_IMPACT),
    text: (profile, language) => {
      const drawing = strengthsAside(
        profile,
        language,
        (list) => ` en vous appuyant sur ${list}`,
        (list) => `, drawing on ${list}`,
      );
      return `${youChose(profile, language, SOCIAL_IMPACT)} ${say(
        language,
        `Renseignez-vous sur le mécénat de compétences ou les projets RSE de votre organisation, ou sur une association près de chez vous, et offrez-y quelques heures par mois${drawing}.`,
        `Look into skills-based volunteering or your organisation’s CSR projects, or a local charity, and give a few hours a month${drawing}.`,
      )}`;
    },
  },
  {
    id: 'explore-independence',
    priority: 56,
    title: { fr: 'Explorez l’indépendance pas à pas', en: 'Explore independence step by step' },
    applies: (profile) => chose(profile, INDEPENDENCE),
    text: (profile, language) =>
      `${youChose(profile, language, INDEPENDENCE)} ${say(
        language,
        'Avant toute décision, explorez pas à pas\u00a0: un échange avec une personne installée à son compte, un petit projet en parallèle, ou un projet intrapreneurial au sein de votre organisation.',
        'Before any decision, explore step by step: a conversation with someone who works for themselves, a small side project, or an intrapreneurial project within your organisation.',
      )}`,
  },
  {
    id: 'protect-your-balance',
    priority: 55,
    title: { fr: 'Gardez votre équilibre en vue', en: 'Keep your balance in sight' },
    applies: (profile) => chose(profile, BALANCE),
    text: (profile, language) =>
      `${youChose(profile, language, BALANCE)} ${say(
        language,
        'Choisissez un rituel qui marque la fin de votre journée de travail (une marche, un trajet sans écran, un carnet que l’on referme) et gardez-le, même les semaines chargées.',
        'Pick a ritual that marks the end of your working day (a walk, a screen-free commute, a notebook you close) and keep it, even in busy weeks.',
      )}`,
  },
  {
    id: 'deepen-one-expertise',
    priority: 55,
    title: { fr: 'Approfondissez une expertise', en: 'Deepen one area of expertise' },
    applies: (profile) => chose(profile, EXPERTISE),
    text: (profile, language) =>
      `${youChose(profile, language, EXPERTISE)} ${say(
        language,
        'Choisissez un seul domaine à approfondir dans les six prochains mois et repérez une certification ou une formation reconnue pour jalonner vos progrès.',
        'Pick a single area to deepen over the next six months and find a recognised certification or course to mark your progress.',
      )}`,
  },
  {
    id: 'run-a-small-experiment',
    priority: 52,
    title: { fr: 'Lancez une petite expérimentation', en: 'Run a small experiment' },
    applies: (profile) => chose(profile, CREATIVITY),
    text: (profile, language) =>
      `${youChose(profile, language, CREATIVITY)} ${say(
        language,
        'Choisissez une idée simple pour améliorer votre quotidien de travail, testez-la deux semaines à petite échelle, puis partagez ce que vous en avez appris.',
        'Pick one simple idea to improve your working day, test it for two weeks on a small scale, then share what you learned.',
      )}`,
  },
  {
    id: 'choose-one-priority',
    priority: 50,
    title: { fr: 'Choisissez une priorité', en: 'Choose one priority' },
    applies: (profile) => profile.aspirations.choices.length >= 4,
    text: (profile, language) => {
      const count = profile.aspirations.choices.length;
      return say(
        language,
        `Vous avez cité ${count} aspirations. Choisissez-en une à faire avancer pendant les trois prochains mois\u00a0: les autres attendront sans disparaître.`,
        `You chose ${count} aspirations. Pick one to move forward over the next three months: the others will wait without disappearing.`,
      );
    },
  },
  {
    id: 'peer-exchange',
    priority: 50,
    title: { fr: 'Organisez un échange entre pairs', en: 'Set up a peer exchange' },
    applies: (profile) => chose(profile, COLLABORATION),
    text: (profile, language) =>
      `${youChose(profile, language, COLLABORATION)} ${say(
        language,
        'Proposez à deux ou trois collègues un café d’échange d’une demi-heure par mois, pour partager une difficulté et une astuce\u00a0: la collaboration se nourrit de ces moments.',
        'Invite two or three colleagues to a half-hour exchange once a month to share one difficulty and one tip: collaboration grows from moments like these.',
      )}`,
  },
  {
    id: 'career-conversation',
    priority: 48,
    title: { fr: 'Préparez votre évolution', en: 'Prepare your next step' },
    applies: (profile) => chose(profile, CAREER),
    text: (profile, language) =>
      `${youChose(profile, language, CAREER)} ${say(
        language,
        'Sans attendre d’entretien, notez au fil des semaines vos réussites et le type de mission qui vous attire\u00a0: le moment venu, vous aurez une base concrète pour en parler.',
        'Without waiting for a formal review, jot down your successes and the kind of work that appeals to you as the weeks go by: when the time comes, you will have something concrete to talk about.',
      )}`,
  },
  {
    id: 'mentor-someone',
    priority: 45,
    title: { fr: 'Accompagnez quelqu’un', en: 'Mentor someone' },
    applies: (profile) => chose(profile, LEADERSHIP),
    text: mentoring,
  },
  {
    id: 'take-on-a-challenge',
    priority: 42,
    title: { fr: 'Relevez un défi qui compte', en: 'Take on a challenge that matters' },
    applies: (profile) => chose(profile, PROBLEM_SOLVING),
    text: (profile, language) =>
      `${youChose(profile, language, PROBLEM_SOLVING)} ${say(
        language,
        'Repérez un irritant de votre équipe que personne n’a le temps de traiter et proposez d’en analyser les causes\u00a0: vos talents y seront visibles et utiles.',
        'Spot a recurring annoyance in your team that nobody has time for and offer to look into its causes: your talents will be both visible and useful there.',
      )}`,
  },
  {
    id: 'ask-for-autonomy',
    priority: 40,
    title: { fr: 'Demandez un espace d’autonomie', en: 'Ask for room to work on your own terms' },
    applies: (profile) => chose(profile, AUTONOMY),
    text: (profile, language) =>
      `${youChose(profile, language, AUTONOMY)} ${say(
        language,
        'Repérez un sujet que vous pourriez mener de bout en bout et proposez-le, avec un point d’étape convenu à l’avance.',
        'Find a topic you could carry from start to finish and propose it, with a check-in point agreed in advance.',
      )}`,
  },
  {
    id: 'share-your-know-how',
    priority: 38,
    title: { fr: 'Partagez votre savoir-faire', en: 'Share your know-how' },
    applies: (profile) => high(profile.strengths),
    text: (profile, language) => {
      const named = strengthsAside(
        profile,
        language,
        (list) => ` (${list})`,
        (list) => ` (${list})`,
      );
      return say(
        language,
        `Vos talents${named} méritent d’être vus. Proposez d’animer un court atelier ou une démonstration pour votre équipe\u00a0: transmettre renforce ce que l’on sait faire.`,
        `Your talents${named} deserve to be seen. Offer to run a short workshop or demo for your team: teaching strengthens what you know how to do.`,
      );
    },
  },
  {
    id: 'turn-your-vision-into-steps',
    priority: 35,
    title: { fr: 'Transformez votre vision en étapes', en: 'Turn your vision into steps' },
    applies: (profile) => profile.aspirations.keyPhrases.length > 0,
    text: (profile, language) => {
      const vision = quote(profile.aspirations.keyPhrases[0] ?? '', language);
      return say(
        language,
        `Votre horizon à deux ans, dans vos mots\u00a0: ${vision}. Traduisez-le en trois étapes, chacune réalisable en un trimestre, et inscrivez la première dans votre agenda.`,
        `Your two-year horizon, in your words: ${vision}. Turn it into three steps, each achievable within a quarter, and put the first one in your calendar.`,
      );
    },
  },
  {
    id: 'protect-what-works',
    priority: 30,
    title: { fr: 'Préservez ce qui fonctionne', en: 'Protect what works' },
    applies: (profile) => high(profile.values) && high(profile.environment),
    text: (_profile, language) =>
      say(
        language,
        'Votre travail et votre environnement vous correspondent déjà bien. Notez ce qui rend cela possible, pour savoir le protéger si les choses changent.',
        'Your work and your environment already suit you well. Write down what makes this possible, so that you can protect it if things change.',
      ),
  },
];

const general = (id: string, title: Localized, text: Localized): RecommendationRule => ({
  id,
  priority: 0,
  title,
  applies: () => true,
  text: (_profile, language) => text[language],
});

/** Good for anyone: they complete the four when the profile calls for fewer. */
export const GENERAL_RECOMMENDATIONS: RecommendationRule[] = [
  general(
    'revisit-your-ikigai',
    { fr: 'Revenez sur votre ikigai dans trois mois', en: 'Revisit your ikigai in three months' },
    {
      fr: 'Vos réponses d’aujourd’hui sont une photographie, pas un verdict. Notez dans votre agenda de refaire ce parcours dans trois mois pour voir ce qui a bougé.',
      en: 'Today’s answers are a snapshot, not a verdict. Put a reminder in your calendar to take this journey again in three months and see what has moved.',
    },
  ),
  general(
    'weekly-check-in',
    { fr: 'Faites le point chaque semaine', en: 'Check in every week' },
    {
      fr: 'Prenez cinq minutes chaque semaine pour le point de suivi du tableau de bord (bien-être, productivité, engagement, satisfaction)\u00a0: les tendances comptent plus qu’une semaine isolée.',
      en: 'Take five minutes each week for the check-in on your dashboard (wellbeing, productivity, engagement, satisfaction): trends matter more than any single week.',
    },
  ),
  general(
    'restorative-breaks',
    { fr: 'Des pauses qui ressourcent', en: 'Breaks that restore you' },
    {
      fr: 'Glissez deux vraies pauses dans vos journées, loin des écrans, même de cinq minutes\u00a0: elles soutiennent l’attention et l’humeur.',
      en: 'Slip two real breaks into your days, away from screens, even five minutes long: they support attention and mood.',
    },
  ),
  general(
    'share-your-summary',
    { fr: 'Partagez cette synthèse', en: 'Share this summary' },
    {
      fr: 'Parlez de cette synthèse avec une personne de confiance\u00a0: un regard extérieur aide souvent à repérer la première étape.',
      en: 'Talk this summary through with someone you trust: an outside view often helps spot the first step.',
    },
  ),
];
