import type { GuideSource, IsoDate, GuideEntry } from './types.ts';

/**
 * What the guide's entries share: the date of their review, their audiences and the pages they
 * rest on. A source is cited once here and reused, so that a moved page is fixed in one place.
 *
 * Only addresses known to be stable are used: the INRS « ce qu’il faut retenir » dossiers,
 * Service-public.fr fiches by their number (F…), home pages elsewhere. Légifrance article
 * identifiers are not cited: a Code du travail source names its articles and links to the code.
 */

/** The review of every entry against its sources (issue 12); an entry checked again gets its own date. */
export const REVIEWED_2026_11_24: IsoDate = '2026-11-24';

/** Who an entry's advice is written for (see `GuideEntry.audience`). */
export const audiences = {
  everyone: ['employee', 'manager', 'freelance'],
  /** Employees and managers: salaried people, about their own job, health, rights or manager. */
  salaried: ['employee', 'manager'],
  /** The employee-side twin of a manager-side entry. */
  employees: ['employee'],
  /** From the chair of the person who leads the team. */
  managers: ['manager'],
  freelancers: ['freelance'],
} as const satisfies Record<string, GuideEntry['audience']>;

const legifranceCode =
  (code: string, id: string) =>
  (articles: string[]): GuideSource => ({
    title: `${code}, article${articles.length > 1 ? 's' : ''} ${articles.join(', ')}`,
    publisher: 'Légifrance',
    url: `https://www.legifrance.gouv.fr/codes/texte_lc/${id}/`,
  });

/** The Code du travail's articles, by number. */
export const codeDuTravail = (...articles: string[]): GuideSource =>
  legifranceCode('Code du travail', 'LEGITEXT000006072050')(articles);

/** The Code de commerce's articles, by number. */
export const codeDeCommerce = (...articles: string[]): GuideSource =>
  legifranceCode('Code de commerce', 'LEGITEXT000005634379')(articles);

const servicePublic = (fiche: string, title: string): GuideSource => ({
  title,
  publisher: 'Service-public.fr',
  url: `https://www.service-public.fr/particuliers/vosdroits/${fiche}`,
});

const inrs = (dossier: string, page: string, title: string): GuideSource => ({
  title,
  publisher: 'INRS',
  url: `https://www.inrs.fr/risques/${dossier}/${page}.html`,
});

export const sources = {
  // INRS (Institut national de recherche et de sécurité)
  inrsPsychosocialRisks: inrs(
    'psychosociaux',
    'ce-qu-il-faut-retenir',
    'Risques psychosociaux (RPS). Ce qu’il faut retenir',
  ),
  inrsStress: inrs('stress', 'ce-qu-il-faut-retenir', 'Stress au travail. Ce qu’il faut retenir'),
  inrsBurnout: inrs(
    'epuisement-burnout',
    'ce-qu-il-faut-retenir',
    'Épuisement professionnel ou burnout. Ce qu’il faut retenir',
  ),
  inrsHarassment: inrs(
    'harcelements-violences-internes',
    'ce-qu-il-faut-retenir',
    'Harcèlement moral et violence interne. Ce qu’il faut retenir',
  ),
  inrsScreenWork: inrs('travail-ecran', 'prevention-risques', 'Travail sur écran. Prévention des risques'),
  inrsMusculoskeletal: inrs(
    'tms-troubles-musculosquelettiques',
    'ce-qu-il-faut-retenir',
    'Troubles musculosquelettiques (TMS). Ce qu’il faut retenir',
  ),
  anact: {
    title: 'Agence nationale pour l’amélioration des conditions de travail',
    publisher: 'Anact',
    url: 'https://www.anact.fr/',
  },

  // Service-public.fr, by fiche number
  moralHarassment: servicePublic('F2354', 'Harcèlement moral au travail'),
  sexualHarassment: servicePublic('F1043', 'Harcèlement sexuel'),
  whatToDoAboutHarassment: servicePublic('F32247', 'Que faire en cas de harcèlement\u00a0?'),
  discriminationAtWork: servicePublic('F1642', 'Discrimination au travail'),
  labourInspector: servicePublic('F107', 'Dans quels cas recourir à l’inspecteur du travail\u00a0?'),
  remoteWork: servicePublic('F13851', 'Télétravail dans le secteur privé'),
  workingTime: servicePublic('F1911', 'Durée du travail d’un salarié à temps plein'),
  dailyRest: servicePublic('F990', 'Repos quotidien du salarié'),
  weeklyRest: servicePublic('F2327', 'Repos hebdomadaire du salarié'),
  breaks: servicePublic('F18205', 'Temps de pause du salarié dans l’entreprise\u00a0: quelles sont les règles\u00a0?'),
  overtime: servicePublic('F2391', 'Heures supplémentaires d’un salarié du secteur privé'),
  daysBasedContract: servicePublic(
    'F19261',
    'Durée du travail du salarié\u00a0: convention de forfait en heures ou en jours',
  ),
  visitAfterSickLeave: servicePublic(
    'F2871',
    'Le salarié doit-il passer une visite médicale après un arrêt de travail\u00a0?',
  ),
  occupationalHealth: servicePublic('F2211', 'Médecine du travail'),
  informationVisit: servicePublic(
    'F34061',
    'Médecine au travail\u00a0: qu’est-ce que la visite d’information et de prévention\u00a0?',
  ),
  enhancedMonitoring: servicePublic(
    'F34062',
    'Médecine du travail\u00a0: qu’est-ce que le suivi individuel renforcé\u00a0?',
  ),
  cse: servicePublic('F34474', 'Comité social et économique (CSE)'),
  cseAlert: servicePublic('F33779', 'En quoi consiste le droit d’alerte du comité social et économique (CSE)\u00a0?'),
  careerReview: servicePublic('F32040', 'En quoi consiste l’entretien professionnel\u00a0?'),
  appraisal: servicePublic('F31854', 'Évaluation du salarié'),
  cpf: servicePublic('F10705', 'Compte personnel de formation (CPF) - Secteur privé'),
  skillsAssessment: servicePublic('F3087', 'Bilan de compétences d’un salarié du secteur privé'),
  careerAdvice: servicePublic('F32457', 'Conseil en évolution professionnelle (CEP)'),
  priorExperience: servicePublic('F2401', 'Validation des acquis de l’expérience (VAE)'),
  resignationToRetrain: servicePublic('F34991', 'Peut-on percevoir l’allocation chômage en cas de démission\u00a0?'),
  bereavementLeave: servicePublic(
    'F2278',
    'Autorisation d’absence pour décès d’un membre de la famille (salarié du privé)',
  ),
  carersLeave: servicePublic('F16920', 'Congé de proche aidant'),
  latePayments: {
    title: 'Délais de paiement entre professionnels et pénalités de retard',
    publisher: 'Service-public.fr (Entreprendre)',
    url: 'https://entreprendre.service-public.fr/vosdroits/F23211',
  },

  // Health, care and crisis lines
  suicidePreventionLine: {
    title: '3114, numéro national de prévention du suicide',
    publisher: '3114',
    url: 'https://3114.fr/',
  },
  monSoutienPsy: {
    title: 'Mon soutien psy\u00a0: séances chez un psychologue remboursées',
    publisher: 'Assurance Maladie (ameli.fr)',
    url: 'https://www.ameli.fr/assure/remboursements/rembourse/remboursement-seance-psychologue-mon-soutien-psy',
  },
  insomnia: {
    title: 'Insomnie de l’adulte\u00a0: vivre avec une insomnie',
    publisher: 'Assurance Maladie (ameli.fr)',
    url: 'https://www.ameli.fr/assure/sante/themes/insomnie-adulte/vivre-insomnie',
  },
  healthInsurance: {
    title: 'L’Assurance Maladie',
    publisher: 'Assurance Maladie (ameli.fr)',
    url: 'https://www.ameli.fr/',
  },
  mangerBouger: {
    title: 'Manger Bouger',
    publisher: 'Santé publique France',
    url: 'https://www.mangerbouger.fr/',
  },
  physicalActivity: {
    title: 'Physical activity (fact sheet)',
    publisher: 'World Health Organization',
    url: 'https://www.who.int/news-room/fact-sheets/detail/physical-activity',
  },

  // Rights and recourse
  defenseurDesDroits: {
    title: 'Défenseur des droits',
    publisher: 'Défenseur des droits',
    url: 'https://www.defenseurdesdroits.fr/',
  },

  // Training and career
  monCompteFormation: {
    title: 'Mon Compte Formation',
    publisher: 'Caisse des Dépôts',
    url: 'https://www.moncompteformation.gouv.fr/',
  },
  monCep: {
    title: 'Mon conseil en évolution professionnelle',
    publisher: 'France compétences',
    url: 'https://mon-cep.org/',
  },

  // Freelancers
  urssafSimulators: {
    title: 'Mon-entreprise\u00a0: les simulateurs de l’Urssaf',
    publisher: 'Urssaf',
    url: 'https://mon-entreprise.urssaf.fr/',
  },
  urssaf: {
    title: 'Urssaf',
    publisher: 'Urssaf',
    url: 'https://www.urssaf.fr/',
  },
  bpifranceCreation: {
    title: 'Bpifrance Création',
    publisher: 'Bpifrance',
    url: 'https://bpifrance-creation.fr/',
  },
  cci: {
    title: 'CCI France, le réseau des chambres de commerce et d’industrie',
    publisher: 'CCI France',
    url: 'https://www.cci.fr/',
  },

  // Concepts without an official page
  ikigai: {
    title: 'Ikigai',
    publisher: 'Wikipédia',
    url: 'https://fr.wikipedia.org/wiki/Ikigai',
  },
  impostorSyndrome: {
    title: 'Syndrome de l’imposteur',
    publisher: 'Wikipédia',
    url: 'https://fr.wikipedia.org/wiki/Syndrome_de_l%27imposteur',
  },
  selfDeterminationTheory: {
    title: 'Self-determination theory',
    publisher: 'Wikipedia',
    url: 'https://en.wikipedia.org/wiki/Self-determination_theory',
  },
} as const satisfies Record<string, GuideSource>;
