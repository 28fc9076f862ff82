import { NBSP } from '@va/core/format';
import type { Language, Localized } from '@va/core/language';
import { renderEmail, type EmailContent } from './layout.ts';

/**
 * Our e-mails, each one localized object: its content in every language from the same input.
 * French in « vous », with French typography (a non-breaking space before : ; ? !).
 */
type Template<Input> = Localized<(input: Input) => EmailContent>;

const render = <Input>(template: Template<Input>, input: Input & { language: Language }) =>
  renderEmail(template[input.language](input), input.language);

const hello: Localized<(name: string) => string> = {
  fr: (name) => (name.trim() ? `Bonjour ${name.trim()},` : 'Bonjour,'),
  en: (name) => (name.trim() ? `Hello ${name.trim()},` : 'Hello,'),
};
const team: Localized = { fr: 'L’équipe Votre assistant', en: 'The Votre assistant team' };
const takeCare: Localized = { fr: 'Prenez soin de vous,', en: 'Take care,' };

const resetPassword: Template<{ firstname: string; url: string; validMinutes: number }> = {
  fr: ({ firstname, url, validMinutes }) => ({
    subject: 'Réinitialisation de votre mot de passe',
    greeting: hello.fr(firstname),
    paragraphs: [
      'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Votre assistant.',
      `Ce lien est valable ${validMinutes}${NBSP}minutes. Si vous n’êtes pas à l’origine de cette demande, vous pouvez ignorer cet e-mail${NBSP}: votre mot de passe reste inchangé.`,
    ],
    action: { label: 'Choisir un nouveau mot de passe', url },
    closing: [takeCare.fr, team.fr],
  }),
  en: ({ firstname, url, validMinutes }) => ({
    subject: 'Reset your password',
    greeting: hello.en(firstname),
    paragraphs: [
      'We received a request to reset the password of your Votre assistant account.',
      `This link is valid for ${validMinutes} minutes. If you did not ask for it, you can ignore this e-mail: your password stays the same.`,
    ],
    action: { label: 'Choose a new password', url },
    closing: [takeCare.en, team.en],
  }),
};

export const resetPasswordEmail = (input: {
  language: Language;
  firstname: string;
  url: string;
  validMinutes: number;
}) => render(resetPassword, input);

const welcome: Template<{ firstname: string; appUrl: string }> = {
  fr: ({ firstname, appUrl }) => ({
    subject: 'Bienvenue sur Votre assistant',
    greeting: `Bonjour ${firstname},`,
    paragraphs: [
      'Votre compte est prêt. Votre assistant vous accompagne pour prendre soin de votre bien-être au travail et découvrir ce qui donne du sens à ce que vous faites.',
      `Commencez par un court questionnaire en quatre sessions${NBSP}: il n’y a pas de bonne ou de mauvaise réponse, et ce que vous partagez reste confidentiel.`,
    ],
    action: { label: 'Commencer mon parcours IKIGAI', url: `${appUrl}/onboarding` },
    closing: ['À très bientôt,', team.fr],
  }),
  en: ({ firstname, appUrl }) => ({
    subject: 'Welcome to Votre assistant',
    greeting: `Hello ${firstname},`,
    paragraphs: [
      'Your account is ready. Votre assistant helps you take care of your well-being at work and discover what gives meaning to what you do.',
      'Start with a short questionnaire in four sessions: there are no right or wrong answers, and what you share stays private.',
    ],
    action: { label: 'Start my IKIGAI journey', url: `${appUrl}/onboarding` },
    closing: ['See you soon,', team.en],
  }),
};

export const welcomeEmail = (input: { language: Language; firstname: string; appUrl: string }) =>
  render(welcome, input);

/** Paragraphs of a message as typed: blank lines separate them, line breaks inside are kept. */
const paragraphsOf = (message: string) =>
  message
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** One line: a subject never carries a line break into an e-mail header. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** A message of the contact form, for the support address: in French, the team's language. */
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

/**
 * The acknowledgement goes to whatever address the form was given, so it repeats nothing typed
 * in the form (name, subject, message): the form cannot be used to send chosen words to a
 * stranger from our address.
 */
const supportConfirmation: Template<object> = {
  fr: () => ({
    subject: 'Nous avons bien reçu votre message',
    greeting: 'Bonjour,',
    paragraphs: [
      'Nous avons bien reçu votre message envoyé depuis le formulaire de contact de Votre assistant.',
      'Une personne de notre équipe va le lire et vous répondra par e-mail dans les meilleurs délais.',
      `Si vous traversez un moment difficile ou avez des idées suicidaires, appelez le 3114 (numéro national de prévention du suicide, gratuit, 24${NBSP}h/24 et 7${NBSP}j/7). En cas d’urgence vitale, composez le 15 ou le 112.`,
      'Si vous n’avez rien envoyé, vous pouvez ignorer cet e-mail.',
    ],
    closing: [takeCare.fr, team.fr],
  }),
  en: () => ({
    subject: 'We have received your message',
    greeting: 'Hello,',
    paragraphs: [
      'We have received the message you sent through the contact form of Votre assistant.',
      'A member of our team will read it and answer you by e-mail as soon as possible.',
      'If you are going through a difficult time or having thoughts of suicide, call 3114 (French national suicide prevention line, free, 24/7). In a life-threatening emergency, call 15 or 112.',
      'If you did not send anything, you can ignore this e-mail.',
    ],
    closing: [takeCare.en, team.en],
  }),
};

/** The acknowledgement sent to the person who wrote, in the language of the form. */
export const supportConfirmationEmail = (input: { language: Language }) => render(supportConfirmation, input);
