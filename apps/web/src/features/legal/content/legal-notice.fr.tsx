import type { ReactNode } from 'react';
import { ToComplete as Mark } from './to-complete';

// Mentions légales (loi n° 2004-575 du 21 juin 2004, LCEN).
// Chaque mention surlignée « À compléter » doit être remplie par l’exploitant avant la mise en ligne.

const section = 'space-y-3';
const h2 = 'text-xl font-semibold';
const list = 'list-disc space-y-1 pl-6';
const link = 'text-blue-700 underline underline-offset-2 hover:no-underline dark:text-blue-300';

const ToComplete = ({ children }: { children: ReactNode }) => <Mark language="fr">{children}</Mark>;

export function LegalNoticeFr() {
  return (
    <article lang="fr" className="mx-auto max-w-3xl space-y-8 leading-relaxed text-slate-900 dark:text-slate-100">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold">Mentions légales</h1>
        <p className="text-slate-600 dark:text-slate-300">
          Conformément à la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l’économie numérique (LCEN), vous
          trouverez ici qui édite et qui héberge le service « Votre assistant ».
        </p>
      </header>

      <section className={section} aria-labelledby="mentions-editeur">
        <h2 id="mentions-editeur" className={h2}>
          Éditeur du service
        </h2>
        <ul className={list}>
          <li>
            Raison sociale : <ToComplete>raison sociale</ToComplete>
          </li>
          <li>
            Forme juridique : <ToComplete>forme juridique (SAS, SARL, entreprise individuelle…)</ToComplete>
          </li>
          <li>
            Capital social : <ToComplete>montant du capital social</ToComplete>
          </li>
          <li>
            Siège social : <ToComplete>adresse du siège social</ToComplete>
          </li>
          <li>
            Immatriculation : <ToComplete>RCS de la ville et numéro SIREN</ToComplete>
          </li>
          <li>
            Numéro de TVA intracommunautaire : <ToComplete>numéro de TVA</ToComplete>
          </li>
          <li>
            Directeur ou directrice de la publication : <ToComplete>prénom, nom et qualité</ToComplete>
          </li>
          <li>
            Adresse e-mail de contact : <ToComplete>adresse e-mail de contact</ToComplete>
          </li>
          <li>
            Téléphone : <ToComplete>numéro de téléphone</ToComplete>
          </li>
        </ul>
      </section>

      <section className={section} aria-labelledby="mentions-hebergeur">
        <h2 id="mentions-hebergeur" className={h2}>
          Hébergeur
        </h2>
        <ul className={list}>
          <li>
            Nom : <ToComplete>nom de l’hébergeur</ToComplete>
          </li>
          <li>
            Adresse : <ToComplete>adresse postale de l’hébergeur</ToComplete>
          </li>
          <li>
            Téléphone : <ToComplete>numéro de téléphone de l’hébergeur</ToComplete>
          </li>
        </ul>
      </section>

      <section className={section} aria-labelledby="mentions-objet">
        <h2 id="mentions-objet" className={h2}>
          Objet du service
        </h2>
        <p>
          « Votre assistant » vous aide à prendre soin de votre qualité de vie et de vos conditions de travail (QVCT) et
          à réfléchir à ce qui vous anime grâce à la démarche ikigai. Il s’adresse aux salariés, aux managers et aux
          freelances.
        </p>
      </section>

      <section className={section} aria-labelledby="mentions-medical">
        <h2 id="mentions-medical" className={h2}>
          Ce service n’est pas un service médical
        </h2>
        <p>
          « Votre assistant » n’est ni un service médical ni un dispositif médical. Les questionnaires, les scores, les
          recommandations et les réponses de l’assistant de conversation, qui est une intelligence artificielle, vous
          aident à faire le point. Ils ne constituent ni un diagnostic ni un traitement et ne remplacent pas l’avis d’un
          professionnel de santé. Pour toute question sur votre santé, parlez-en à votre médecin traitant ou au médecin
          du travail.
        </p>
        <p>
          Si vous traversez une crise ou si vous pensez au suicide, vous n’êtes pas seul ou seule. Appelez sans
          attendre :
        </p>
        <ul className={list}>
          <li>
            <a className={link} href="tel:3114">
              3114
            </a>
             : numéro national de prévention du suicide, gratuit, 24 h/24 et 7 j/7 ;
          </li>
          <li>
            <a className={link} href="tel:15">
              15
            </a>
             : SAMU, pour une urgence médicale ;
          </li>
          <li>
            <a className={link} href="tel:112">
              112
            </a>
             : numéro d’urgence européen, joignable depuis tout téléphone ;
          </li>
          <li>
            114 : numéro d’urgence pour les personnes sourdes, malentendantes ou ayant des difficultés à parler, par
            SMS, tchat, visio ou fax.
          </li>
        </ul>
        <p>Hors de France, contactez les services d’urgence du pays où vous vous trouvez.</p>
      </section>

      <section className={section} aria-labelledby="mentions-pi">
        <h2 id="mentions-pi" className={h2}>
          Propriété intellectuelle
        </h2>
        <p>
          La structure du service, ses textes, ses illustrations, son logo, sa marque et son code sont protégés par le
          droit de la propriété intellectuelle. Ils appartiennent à l’éditeur ou à ses partenaires. Vous ne pouvez pas
          les reproduire, les modifier ou les diffuser, en tout ou en partie, sans autorisation écrite préalable, en
          dehors de l’usage personnel prévu par le service.
        </p>
        <p>Les questionnaires reconnus utilisés dans le service restent la propriété de leurs auteurs :</p>
        <ul className={list}>
          <li>l’indice de bien-être WHO-5 (Organisation mondiale de la santé, 1998), d’utilisation libre ;</li>
          <li>le Copenhagen Burnout Inventory (Kristensen et al., 2005), dans le domaine public ;</li>
          <li>
            le Mini-IPIP (Donnellan et al., 2006, issu de l’International Personality Item Pool), dans le domaine
            public.
          </li>
        </ul>
        <p>
          Les questionnaires « Motivation » et « Compétences » sont des outils de réflexion conçus pour le service : ce
          ne sont pas des échelles validées scientifiquement.
        </p>
        <p>
          Vous restez propriétaire de ce que vous publiez dans l’espace communauté. Vous autorisez seulement l’éditeur à
          l’afficher aux autres utilisateurs du service, pour le temps de sa publication.
        </p>
      </section>

      <section className={section} aria-labelledby="mentions-responsabilite">
        <h2 id="mentions-responsabilite" className={h2}>
          Responsabilité
        </h2>
        <p>
          Nous faisons de notre mieux pour que le service soit disponible et que ses contenus soient exacts et à jour.
          Nous ne pouvons toutefois pas garantir l’absence d’interruption ou d’erreur, notamment pendant les opérations
          de maintenance.
        </p>
        <p>
          Les réponses de l’assistant sont produites automatiquement et peuvent être incomplètes ou inexactes : gardez
          votre esprit critique. Les liens vers des sites extérieurs sont fournis pour vous aider ; nous ne sommes pas
          responsables de leur contenu.
        </p>
        <p>
          Vous êtes responsable de ce que vous publiez dans l’espace communauté. Restez respectueux et bienveillant, et
          ne publiez pas d’informations personnelles sur d’autres personnes. Pour signaler un contenu, écrivez-nous à
          l’adresse de contact ci-dessus.
        </p>
      </section>

      <section className={section} aria-labelledby="mentions-donnees">
        <h2 id="mentions-donnees" className={h2}>
          Données personnelles
        </h2>
        <p>
          Nous traitons vos données dans le respect du règlement général sur la protection des données (RGPD) et de la
          loi « Informatique et Libertés ». Pour savoir ce que nous conservons, pourquoi, combien de temps et comment
          exercer vos droits, consultez notre{' '}
          <a className={link} href="/confidentialite">
            politique de confidentialité
          </a>
          .
        </p>
      </section>

      <section className={section} aria-labelledby="mentions-cookies">
        <h2 id="mentions-cookies" className={h2}>
          Cookies et stockage local
        </h2>
        <ul className={list}>
          <li>
            Un seul cookie : un cookie de session strictement nécessaire, qui vous garde connecté ou connectée. Il est
            inaccessible aux scripts de la page (« httpOnly ») et disparaît quand vous vous déconnectez, et au plus tard
            au bout de 30 jours.
          </li>
          <li>
            Votre thème (clair ou sombre) et votre langue sont enregistrés dans le stockage local de votre navigateur.
            Ils ne quittent pas votre appareil.
          </li>
          <li>Aucune mesure d’audience, aucune publicité, aucun traceur de tiers.</li>
        </ul>
        <p>
          Ces éléments sont indispensables au service ou répondent à un choix que vous avez fait : la loi les dispense
          de consentement. C’est pourquoi aucun bandeau cookies ne s’affiche. Vous pouvez les effacer à tout moment dans
          les réglages de votre navigateur ; effacer le cookie de session vous déconnecte.
        </p>
      </section>

      <section className={section} aria-labelledby="mentions-droit">
        <h2 id="mentions-droit" className={h2}>
          Droit applicable
        </h2>
        <p>
          Les présentes mentions légales sont soumises au droit français. En cas de litige, écrivez-nous d’abord : nous
          chercherons avec vous une solution amiable. À défaut, les tribunaux français sont compétents, sous réserve des
          règles qui protègent les consommateurs.
        </p>
      </section>

      <p className="text-sm text-slate-600 dark:text-slate-300">Dernière mise à jour : 21/11/2026</p>
    </article>
  );
}
