import type { Language } from '@va/core/language';
import { renderEmail } from './layout.ts';

/** E-mails in the user's language. French typography: non-breaking space before : ; ? ! */
const NBSP = '\u00a0';

export function resetPasswordEmail(input: {
  language: Language;
  firstname: string;
  url: string;
  validMinutes: number;
}) {
  const name = input.firstname.trim();
  if (input.language === 'en') {
    return renderEmail(
      {
        subject: 'Reset your password',
        greeting: name ? `Hello ${name},` : 'Hello,',
        paragraphs: [
          'We received a request to reset the password of your Votre assistant account.',
          `This link is valid for ${input.validMinutes} minutes. If you did not ask for it, you can ignore this e-mail: your password stays the same.`,
        ],
        action: { label: 'Choose a new password', url: input.url },
        closing: ['Take care,', 'The Votre assistant team'],
      },
      'en',
    );
  }
  return renderEmail(
    {
      subject: 'Réinitialisation de votre mot de passe',
      greeting: name ? `Bonjour ${name},` : 'Bonjour,',
      paragraphs: [
        'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Votre assistant.',
        `Ce lien est valable ${input.validMinutes}${NBSP}minutes. Si vous n’êtes pas à l’origine de cette demande, vous pouvez ignorer cet e-mail${NBSP}: votre mot de passe reste inchangé.`,
      ],
      action: { label: 'Choisir un nouveau mot de passe', url: input.url },
      closing: ['Prenez soin de vous,', 'L’équipe Votre assistant'],
    },
    'fr',
  );
}

export function welcomeEmail(input: { language: Language; firstname: string; appUrl: string }) {
  if (input.language === 'en') {
    return renderEmail(
      {
        subject: 'Welcome to Votre assistant',
        greeting: `Hello ${input.firstname},`,
        paragraphs: [
          'Your account is ready. Votre assistant helps you take care of your well-being at work and discover what gives meaning to what you do.',
          'Start with a short questionnaire in four sessions: there are no right or wrong answers, and what you share stays private.',
        ],
        action: { label: 'Start my IKIGAI journey', url: `${input.appUrl}/onboarding` },
        closing: ['See you soon,', 'The Votre assistant team'],
      },
      'en',
    );
  }
  return renderEmail(
    {
      subject: 'Bienvenue sur Votre assistant',
      greeting: `Bonjour ${input.firstname},`,
      paragraphs: [
        'Votre compte est prêt. Votre assistant vous accompagne pour prendre soin de votre bien-être au travail et découvrir ce qui donne du sens à ce que vous faites.',
        `Commencez par un court questionnaire en quatre sessions${NBSP}: il n’y a pas de bonne ou de mauvaise réponse, et ce que vous partagez reste confidentiel.`,
      ],
      action: { label: 'Commencer mon parcours IKIGAI', url: `${input.appUrl}/onboarding` },
      closing: ['À très bientôt,', 'L’équipe Votre assistant'],
    },
    'fr',
  );
}

/** Paragraphs of a message as typed: blank lines separate them, line breaks inside are kept. */
const paragraphsOf = (message: string) =>
  message
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** One line: a subject never carries a line break into an e-mail header. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** A message of the contact form, for the support address (in French: the team's language). */
export function supportRequestEmail(input: {
  id: string;
  name: string;
  email: string;
  userId: string | null;
  language: Language;
  subject: string;
  message: string;
}) {
  return renderEmail(
    {
      subject: `[Support] ${oneLine(input.subject)}`,
      greeting: 'Nouveau message reçu par le formulaire de contact.',
      paragraphs: [
        `Nom${NBSP}: ${input.name}`,
        `E-mail${NBSP}: ${input.email}`,
        `Compte${NBSP}: ${input.userId ?? 'personne non connectée'}`,
        `Langue${NBSP}: ${input.language}`,
        `Objet${NBSP}: ${input.subject}`,
        `Message${NBSP}:`,
        ...paragraphsOf(input.message),
        `Pour répondre, répondez simplement à cet e-mail${NBSP}: la réponse ira à ${input.email}.`,
      ],
      closing: [`Référence${NBSP}: ${input.id}`],
    },
    'fr',
  );
}

/** The acknowledgement sent to the person who wrote, in the language of the form. */
export function supportConfirmationEmail(input: { language: Language; name: string; subject: string }) {
  const name = input.name.trim();
  const subject = oneLine(input.subject);
  if (input.language === 'en') {
    return renderEmail(
      {
        subject: 'We have received your message',
        greeting: name ? `Hello ${name},` : 'Hello,',
        paragraphs: [
          `We have received your message "${subject}".`,
          'A member of our team will read it and answer you by e-mail as soon as possible.',
          'If you are going through a difficult time or having thoughts of suicide, call 3114 (French national suicide prevention line, free, 24/7). In a life-threatening emergency, call 15 or 112.',
        ],
        closing: ['Take care,', 'The Votre assistant team'],
      },
      'en',
    );
  }
  return renderEmail(
    {
      subject: 'Nous avons bien reçu votre message',
      greeting: name ? `Bonjour ${name},` : 'Bonjour,',
      paragraphs: [
        `Nous avons bien reçu votre message «${NBSP}${subject}${NBSP}».`,
        'Une personne de notre équipe va le lire et vous répondra par e-mail dans les meilleurs délais.',
        `Si vous traversez un moment difficile ou avez des idées suicidaires, appelez le 3114 (numéro national de prévention du suicide, gratuit, 24${NBSP}h/24 et 7${NBSP}j/7). En cas d’urgence vitale, composez le 15 ou le 112.`,
      ],
      closing: ['Prenez soin de vous,', 'L’équipe Votre assistant'],
    },
    'fr',
  );
}
