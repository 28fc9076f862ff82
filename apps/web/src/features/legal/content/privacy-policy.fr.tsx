import type { ReactNode } from 'react';
import { ToComplete as Mark } from './to-complete';

// Politique de confidentialité (RGPD et loi « Informatique et Libertés »).
// Chaque mention surlignée « À compléter » doit être remplie par l’exploitant avant la mise en ligne.

const section = 'space-y-3';
const h2 = 'text-xl font-semibold';
const list = 'list-disc space-y-1 pl-6';
const cell = 'border border-slate-200 p-2 text-left align-top dark:border-slate-700';
const link = 'text-blue-700 underline underline-offset-2 hover:no-underline dark:text-blue-300';

const ToComplete = ({ children }: { children: ReactNode }) => <Mark language="fr">{children}</Mark>;

const CONTRACT = 'Exécution du contrat (art. 6.1.b)';
const INTEREST = 'Intérêt légitime : sécuriser le service (art. 6.1.f)';
const CONSENT = 'Votre consentement explicite (art. 6.1.a et 9.2.a)';
const UNTIL_DELETION = 'Jusqu’à la suppression de votre compte';
const UNTIL_WITHDRAWAL = 'Jusqu’au retrait de votre consentement ou la suppression de votre compte';

const rows: { data: string; purpose: string; basis: string; retention: string }[] = [
  {
    data: 'Compte : adresse e-mail, prénom, nom, type d’utilisateur (salarié, manager ou freelance), mot de passe',
    purpose:
      'Créer votre compte, vous connecter, vous écrire au sujet de votre compte. Le mot de passe est conservé uniquement sous forme d’empreinte salée (hachage) : personne ne peut le lire, pas même nous.',
    basis: CONTRACT,
    retention: `${UNTIL_DELETION}. Après 3 ans sans connexion, le compte et ses données sont supprimés ; nous vous prévenons par e-mail un mois avant.`,
  },
  {
    data: 'Double authentification, si vous l’activez : clé secrète et codes de secours',
    purpose: 'Protéger l’accès à votre compte',
    basis: CONTRACT,
    retention: 'Jusqu’à sa désactivation ou la suppression de votre compte',
  },
  {
    data: 'Sessions : adresse IP, navigateur utilisé (« user agent »), date de connexion',
    purpose: 'Vous garder connecté, vous montrer vos sessions actives et vous permettre de les révoquer',
    basis: `${CONTRACT} ; ${INTEREST}`,
    retention: '30 jours au plus, ou jusqu’à la déconnexion ou la révocation',
  },
  {
    data: 'Historique des connexions : date, adresse IP, navigateur',
    purpose: 'Repérer une connexion inhabituelle et vous prévenir par e-mail d’une nouvelle connexion',
    basis: INTEREST,
    retention: '12 mois',
  },
  {
    data: 'Lien de réinitialisation du mot de passe',
    purpose: 'Vous permettre de choisir un nouveau mot de passe',
    basis: CONTRACT,
    retention: 'Le lien envoyé par e-mail n’est valable que 60 minutes',
  },
  {
    data: 'Profil et paramètres : thème, langue, préférences de notification, photo de profil (facultative)',
    purpose: 'Adapter le service à vos choix',
    basis: CONTRACT,
    retention: `${UNTIL_DELETION} ; la photo, jusqu’à ce que vous la retiriez`,
  },
  {
    data: 'Réponses au questionnaire d’accueil et profil ikigai calculé à partir d’elles',
    purpose: 'Établir votre profil ikigai (valeurs, forces, environnement idéal, aspirations) et vos recommandations',
    basis: CONTRACT,
    retention: UNTIL_DELETION,
  },
  {
    data: 'Résultats des questionnaires : bien-être (WHO-5), épuisement (Copenhagen Burnout Inventory), personnalité (Mini-IPIP), motivation, compétences',
    purpose: 'Vous donner vos résultats, calculer les scores de votre tableau de bord et suivre votre évolution',
    basis: CONSENT,
    retention: UNTIL_WITHDRAWAL,
  },
  {
    data: 'Points hebdomadaires : bien-être, productivité, engagement, satisfaction (de 0 à 100)',
    purpose: 'Afficher vos indicateurs et votre graphique de progression',
    basis: CONSENT,
    retention: UNTIL_WITHDRAWAL,
  },
  {
    data: 'Sommeil et nombre de pas : saisis par vous, importés d’un fichier d’export Apple Santé ou reçus de l’API Google Health si vous la connectez',
    purpose: 'Suivre votre sommeil et votre activité physique',
    basis: CONSENT,
    retention: `${UNTIL_WITHDRAWAL} ; l’accès à Google, jusqu’à ce que vous le déconnectiez`,
  },
  {
    data: 'Activités et objectifs',
    purpose: 'Suivre vos activités réalisées, vos points et les objectifs que vous vous fixez',
    basis: CONTRACT,
    retention: UNTIL_DELETION,
  },
  {
    data: 'Conversations avec l’assistant',
    purpose: 'Répondre à vos messages et garder l’historique de vos échanges',
    basis: `${CONTRACT} ; votre consentement explicite (art. 9.2.a) pour les informations de santé que vous choisissez d’y partager`,
    retention: UNTIL_DELETION,
  },
  {
    data: 'Publications dans l’espace communauté',
    purpose:
      'Partager vos messages avec les autres utilisateurs : ils sont visibles par eux, c’est le principe de cet espace',
    basis: CONTRACT,
    retention: 'Jusqu’à ce que vous supprimiez la publication ou votre compte',
  },
  {
    data: 'Demandes au support : nom, adresse e-mail, message',
    purpose: 'Répondre à votre demande',
    basis: 'Intérêt légitime : vous répondre (art. 6.1.f)',
    retention: '3 ans après le dernier échange',
  },
  {
    data: 'Notifications',
    purpose: 'Vous informer dans l’application selon vos préférences',
    basis: CONTRACT,
    retention: UNTIL_DELETION,
  },
  {
    data: 'Journaux techniques : adresse IP, date et heure, requête, erreurs',
    purpose: 'Faire fonctionner le service, le sécuriser et corriger les erreurs',
    basis: INTEREST,
    retention: '12 mois au maximum',
  },
];

export function PrivacyPolicyFr() {
  return (
    <article lang="fr" className="mx-auto max-w-3xl space-y-8 leading-relaxed text-slate-900 dark:text-slate-100">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold">Politique de confidentialité</h1>
        <p className="text-slate-600 dark:text-slate-300">
          Cette page vous explique, simplement, quelles données « Votre assistant » conserve, pourquoi, combien de
          temps, et comment garder la main dessus. Elle applique le règlement général sur la protection des données
          (RGPD, règlement (UE) 2016/679) et la loi n° 78-17 du 6 janvier 1978 dite « Informatique et Libertés ».
        </p>
      </header>

      <section className={section} aria-labelledby="pc-essentiel">
        <h2 id="pc-essentiel" className={h2}>
          L’essentiel
        </h2>
        <ul className={list}>
          <li>Nous ne conservons que ce qui sert au service.</li>
          <li>Vos réponses sur votre bien-être ne sont conservées qu’avec votre consentement explicite.</li>
          <li>
            Personne d’autre que vous ne lit vos données privées. Votre employeur ne voit pas vos réponses
            individuelles.
          </li>
          <li>Aucune vente de données, aucune publicité, aucun traceur.</li>
          <li>Vous pouvez exporter toutes vos données et supprimer votre compte à tout moment.</li>
        </ul>
      </section>

      <section className={section} aria-labelledby="pc-responsable">
        <h2 id="pc-responsable" className={h2}>
          Qui est responsable de vos données ?
        </h2>
        <p>
          Le responsable du traitement est <ToComplete>raison sociale et adresse du siège</ToComplete>.
        </p>
        <p>
          Pour toute question sur vos données, écrivez à notre délégué ou déléguée à la protection des données (DPO) :{' '}
          <ToComplete>adresse e-mail du DPO ou du contact données personnelles</ToComplete>.
        </p>
      </section>

      <section className={section} aria-labelledby="pc-donnees">
        <h2 id="pc-donnees" className={h2}>
          Ce que nous conservons, pourquoi et combien de temps
        </h2>
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <caption className="mb-2 text-left text-slate-600 dark:text-slate-300">
              Données conservées, finalité, base légale (RGPD) et durée de conservation
            </caption>
            <thead>
              <tr>
                <th scope="col" className={cell}>
                  Données
                </th>
                <th scope="col" className={cell}>
                  Pourquoi
                </th>
                <th scope="col" className={cell}>
                  Base légale
                </th>
                <th scope="col" className={cell}>
                  Durée
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.data}>
                  <th scope="row" className={`${cell} font-normal`}>
                    {row.data}
                  </th>
                  <td className={cell}>{row.purpose}</td>
                  <td className={cell}>{row.basis}</td>
                  <td className={cell}>{row.retention}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          Vos réponses aux questionnaires, vos points hebdomadaires, votre sommeil et vos pas peuvent révéler des
          informations sur votre santé (article 9 du RGPD). C’est pourquoi nous vous demandons votre consentement
          explicite à l’inscription avant de les conserver. Vous pouvez le retirer à tout moment, dans les paramètres de
          votre compte ou en écrivant à l’adresse ci-dessus : nous cessons alors de conserver ces réponses et supprimons
          celles déjà enregistrées. Le retrait ne remet pas en cause ce qui a été fait auparavant.
        </p>
        <p>
          Le profil ikigai et les scores sont calculés automatiquement à partir de vos réponses. Ils vous sont destinés,
          à titre indicatif : aucune décision produisant des effets juridiques à votre égard n’est prise sur cette base.
        </p>
      </section>

      <section className={section} aria-labelledby="pc-assistant">
        <h2 id="pc-assistant" className={h2}>
          L’assistant de conversation
        </h2>
        <p>
          L’assistant est une intelligence artificielle ; il ne remplace pas un professionnel de santé. Par défaut, il
          répond grâce à un guide intégré qui fonctionne sur notre serveur : vos messages ne sont alors transmis à
          personne.
        </p>
        <p>
          Si nous configurons un modèle d’IA externe, vos messages et l’historique de la conversation nécessaire à la
          réponse lui sont envoyés pour produire la réponse. Fournisseur actuellement utilisé :{' '}
          <ToComplete>« aucun » ou nom et pays du fournisseur d’IA</ToComplete>. Évitez d’y confier des informations
          permettant d’identifier d’autres personnes. En cas de crise, appelez le{' '}
          <a className={link} href="tel:3114">
            3114
          </a>
          , gratuit, 24 h/24 et 7 j/7.
        </p>
      </section>

      <section className={section} aria-labelledby="pc-destinataires">
        <h2 id="pc-destinataires" className={h2}>
          Qui peut voir vos données ?
        </h2>
        <ul className={list}>
          <li>
            Vous. Aucun autre utilisateur ne lit vos données privées ; l’espace communauté ne montre que ce que chacun y
            publie.
          </li>
          <li>Votre employeur ne voit ni vos réponses individuelles, ni vos résultats, ni vos conversations.</li>
          <li>
            Les membres habilités de notre équipe, seulement lorsque c’est nécessaire (support, sécurité, maintenance),
            et tenus à la confidentialité.
          </li>
          <li>
            Nos sous-traitants, liés par un contrat conforme à l’article 28 du RGPD :
            <ul className={list}>
              <li>
                hébergement : <ToComplete>nom et pays de l’hébergeur</ToComplete> ;
              </li>
              <li>
                envoi des e-mails : <ToComplete>nom et pays du prestataire d’e-mails</ToComplete> ;
              </li>
              <li>
                modèle d’IA externe, s’il est configuré :{' '}
                <ToComplete>« aucun » ou nom et pays du fournisseur</ToComplete> ;
              </li>
              <li>
                le cas échéant, outil recevant les notifications d’inscription et de réinitialisation du mot de passe :{' '}
                <ToComplete>« aucun » ou nom et pays</ToComplete>.
              </li>
            </ul>
          </li>
          <li>
            Si vous connectez Google Health, nous recevons de Google votre nombre de pas avec votre autorisation ; vous
            pouvez retirer cet accès à tout moment.
          </li>
          <li>Les autorités, uniquement lorsque la loi nous y oblige.</li>
        </ul>
        <p>Nous ne vendons pas vos données, nous ne faisons pas de publicité et nous n’utilisons aucun traceur.</p>
      </section>

      <section className={section} aria-labelledby="pc-transferts">
        <h2 id="pc-transferts" className={h2}>
          Transferts hors de l’Union européenne
        </h2>
        <p>
          Nous privilégions des prestataires situés dans l’Union européenne. Si des données sont transférées hors de
          l’Union, c’est uniquement avec des garanties appropriées (décision d’adéquation de la Commission européenne ou
          clauses contractuelles types). Transferts actuels et garanties :{' '}
          <ToComplete>« aucun » ou liste des transferts et garanties</ToComplete>. Vous pouvez nous en demander une
          copie.
        </p>
      </section>

      <section className={section} aria-labelledby="pc-securite">
        <h2 id="pc-securite" className={h2}>
          Comment nous protégeons vos données
        </h2>
        <ul className={list}>
          <li>Les échanges entre votre navigateur et notre serveur sont chiffrés (HTTPS).</li>
          <li>Les mots de passe sont conservés uniquement sous forme d’empreinte salée, jamais lisible.</li>
          <li>Le cookie de session est « httpOnly » : les scripts de la page ne peuvent pas le lire.</li>
          <li>Chaque demande est vérifiée : seul le titulaire du compte accède à ses données privées.</li>
          <li>
            Vous disposez, selon vos réglages, de la double authentification, de l’historique des connexions, de
            sessions révocables, d’une alerte par e-mail lors d’une nouvelle connexion et d’une déconnexion automatique
            après inactivité.
          </li>
          <li>
            Aucune clé de service tiers n’est présente dans votre navigateur : tous les appels passent par notre
            serveur.
          </li>
        </ul>
        <p>
          En cas de violation de données, nous prévenons la CNIL dans les 72 heures et vous informons directement si
          elle présente un risque élevé pour vous.
        </p>
      </section>

      <section className={section} aria-labelledby="pc-droits">
        <h2 id="pc-droits" className={h2}>
          Vos droits
        </h2>
        <ul className={list}>
          <li>Accès : savoir quelles données nous avons sur vous et en obtenir une copie.</li>
          <li>
            Rectification : corriger des données inexactes ; la plupart se modifient directement dans l’application.
          </li>
          <li>Effacement : supprimer votre compte et tout ce qu’il contient, depuis l’application ou sur demande.</li>
          <li>Portabilité : exporter toutes vos données au format JSON, depuis l’application.</li>
          <li>Limitation : demander que nous suspendions l’utilisation de certaines données.</li>
          <li>Opposition : vous opposer aux traitements fondés sur notre intérêt légitime.</li>
          <li>Retrait du consentement : à tout moment, sans avoir à vous justifier.</li>
          <li>
            Directives post mortem : indiquer ce que deviennent vos données après votre décès (article 85 de la loi
            « Informatique et Libertés »).
          </li>
        </ul>
        <p>
          Pour exercer ces droits, écrivez à{' '}
          <ToComplete>adresse e-mail du DPO ou du contact données personnelles</ToComplete>. Nous vous répondons dans un
          délai d’un mois. Si votre demande est complexe, ce délai peut être prolongé de deux mois ; nous vous en
          informons alors. En cas de doute raisonnable sur votre identité, nous pouvons vous demander de la confirmer.
        </p>
        <p>
          Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la CNIL :{' '}
          <a className={link} href="https://www.cnil.fr">
            www.cnil.fr
          </a>
          , ou par courrier à CNIL, 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07.
        </p>
      </section>

      <section className={section} aria-labelledby="pc-cookies">
        <h2 id="pc-cookies" className={h2}>
          Cookies et stockage local
        </h2>
        <ul className={list}>
          <li>
            Un seul cookie : un cookie de session strictement nécessaire, « httpOnly », qui disparaît quand vous vous
            déconnectez, et au plus tard au bout de 30 jours.
          </li>
          <li>
            Votre thème (clair ou sombre) et votre langue sont enregistrés dans le stockage local de votre navigateur ;
            ils ne quittent pas votre appareil.
          </li>
          <li>Aucune mesure d’audience, aucune publicité, aucun traceur de tiers.</li>
        </ul>
        <p>La loi dispense ces éléments de consentement : c’est pourquoi aucun bandeau cookies ne s’affiche.</p>
      </section>

      <section className={section} aria-labelledby="pc-modifications">
        <h2 id="pc-modifications" className={h2}>
          Modifications de cette politique
        </h2>
        <p>
          Nous pouvons faire évoluer cette politique, par exemple si le service change. En cas de changement important,
          nous vous prévenons dans l’application ou par e-mail avant son entrée en vigueur.
        </p>
      </section>

      <p className="text-sm text-slate-600 dark:text-slate-300">Dernière mise à jour : 21/11/2026</p>
    </article>
  );
}
