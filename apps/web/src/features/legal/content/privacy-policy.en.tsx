import type { ReactNode } from 'react';
import { ToComplete as Mark } from './to-complete';

// Privacy policy (GDPR and the French Data Protection Act, loi "Informatique et Libertés").
// Every highlighted "To be completed" item must be filled in by the operator before going live.

const section = 'space-y-3';
const h2 = 'text-xl font-semibold';
const list = 'list-disc space-y-1 pl-6';
const cell = 'border border-slate-200 p-2 text-left align-top dark:border-slate-700';
const link = 'text-blue-700 underline underline-offset-2 hover:no-underline dark:text-blue-300';

const ToComplete = ({ children }: { children: ReactNode }) => <Mark language="en">{children}</Mark>;

const CONTRACT = 'Performance of the contract (Art. 6(1)(b))';
const INTEREST = 'Legitimate interest: keeping the service secure (Art. 6(1)(f))';
const CONSENT = 'Your explicit consent (Art. 6(1)(a) and 9(2)(a))';
const UNTIL_DELETION = 'Until you delete your account';
const UNTIL_WITHDRAWAL = 'Until you withdraw your consent or delete your account';

const rows: { data: string; purpose: string; basis: string; retention: string }[] = [
  {
    data: 'Account: e-mail address, first name, last name, user type (employee, manager or freelancer), password',
    purpose:
      'Creating your account, signing you in, writing to you about your account. The password is stored only as a salted hash: nobody can read it, not even us.',
    basis: CONTRACT,
    retention: `${UNTIL_DELETION}. After 3 years without signing in, the account and its data are deleted; we warn you by e-mail one month before.`,
  },
  {
    data: 'Two-factor authentication, if you turn it on: secret key and backup codes',
    purpose: 'Protecting access to your account',
    basis: CONTRACT,
    retention: 'Until you turn it off or delete your account',
  },
  {
    data: 'Sessions: IP address, browser used (“user agent”), sign-in date',
    purpose: 'Keeping you signed in, showing you your active sessions and letting you revoke them',
    basis: `${CONTRACT}; ${INTEREST}`,
    retention: '30 days at most, or until you sign out or revoke the session',
  },
  {
    data: 'Sign-in history: date, IP address, browser',
    purpose: 'Spotting unusual sign-ins and e-mailing you about a new sign-in',
    basis: INTEREST,
    retention: '12 months',
  },
  {
    data: 'Password reset link',
    purpose: 'Letting you choose a new password',
    basis: CONTRACT,
    retention: 'The link sent by e-mail is valid for 60 minutes only',
  },
  {
    data: 'Profile and settings: theme, language, notification preferences, profile photo (optional)',
    purpose: 'Adapting the service to your choices',
    basis: CONTRACT,
    retention: `${UNTIL_DELETION}; the photo, until you remove it`,
  },
  {
    data: 'Answers to the onboarding questionnaire and the ikigai profile computed from them',
    purpose:
      'Building your ikigai profile (values, strengths, ideal environment, aspirations) and your recommendations',
    basis: CONTRACT,
    retention: UNTIL_DELETION,
  },
  {
    data: 'Questionnaire results: well-being (WHO-5), burnout (Copenhagen Burnout Inventory), personality (Mini-IPIP), motivation, skills',
    purpose: 'Giving you your results, computing your dashboard scores and following how you are doing over time',
    basis: CONSENT,
    retention: UNTIL_WITHDRAWAL,
  },
  {
    data: 'Weekly check-ins: well-being, productivity, engagement, satisfaction (0 to 100)',
    purpose: 'Showing your indicators and your progress chart',
    basis: CONSENT,
    retention: UNTIL_WITHDRAWAL,
  },
  {
    data: 'Sleep and step counts: entered by you, imported from an Apple Health export file, or received from the Google Health API if you connect it',
    purpose: 'Following your sleep and physical activity',
    basis: CONSENT,
    retention: `${UNTIL_WITHDRAWAL}; access to Google, until you disconnect it`,
  },
  {
    data: 'Activities and goals',
    purpose: 'Tracking the activities you complete, your points and the goals you set yourself',
    basis: CONTRACT,
    retention: UNTIL_DELETION,
  },
  {
    data: 'Conversations with the assistant',
    purpose: 'Replying to your messages and keeping the history of your conversations',
    basis: `${CONTRACT}; your explicit consent (Art. 9(2)(a)) for any health information you choose to share there`,
    retention: UNTIL_DELETION,
  },
  {
    data: 'Posts in the community space',
    purpose: 'Sharing your messages with other users: they can see them, which is the whole point of this space',
    basis: CONTRACT,
    retention: 'Until you delete the post or your account',
  },
  {
    data: 'Support requests: name, e-mail address, message',
    purpose: 'Answering your request',
    basis: 'Legitimate interest: answering you (Art. 6(1)(f))',
    retention: '3 years after the last exchange',
  },
  {
    data: 'Notifications',
    purpose: 'Keeping you informed in the app, according to your preferences',
    basis: CONTRACT,
    retention: UNTIL_DELETION,
  },
  {
    data: 'Technical logs: IP address, date and time, request, errors',
    purpose: 'Running the service, keeping it secure and fixing errors',
    basis: INTEREST,
    retention: '12 months at most',
  },
];

export function PrivacyPolicyEn() {
  return (
    <article lang="en" className="mx-auto max-w-3xl space-y-8 leading-relaxed text-slate-900 dark:text-slate-100">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold">Privacy policy</h1>
        <p className="text-slate-600 dark:text-slate-300">
          This page explains, in plain words, what data “Votre assistant” keeps, why, for how long, and how you stay in
          control of it. It applies the General Data Protection Regulation (GDPR, Regulation (EU) 2016/679) and the
          French Data Protection Act (law no. 78-17 of 6 January 1978, known as “Informatique et Libertés”).
        </p>
      </header>

      <section className={section} aria-labelledby="pp-summary">
        <h2 id="pp-summary" className={h2}>
          In short
        </h2>
        <ul className={list}>
          <li>We keep only what the service needs.</li>
          <li>Your answers about your well-being are kept only with your explicit consent.</li>
          <li>Nobody but you reads your private data. Your employer does not see your individual answers.</li>
          <li>No sale of data, no advertising, no trackers.</li>
          <li>You can export all your data and delete your account at any time.</li>
        </ul>
      </section>

      <section className={section} aria-labelledby="pp-controller">
        <h2 id="pp-controller" className={h2}>
          Who is responsible for your data?
        </h2>
        <p>
          The data controller is <ToComplete>company name and registered office address</ToComplete>.
        </p>
        <p>
          For any question about your data, write to our data protection officer (DPO):{' '}
          <ToComplete>e-mail address of the DPO or personal data contact</ToComplete>.
        </p>
      </section>

      <section className={section} aria-labelledby="pp-data">
        <h2 id="pp-data" className={h2}>
          What we keep, why and for how long
        </h2>
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <caption className="mb-2 text-left text-slate-600 dark:text-slate-300">
              Data kept, purpose, legal basis (GDPR) and retention period
            </caption>
            <thead>
              <tr>
                <th scope="col" className={cell}>
                  Data
                </th>
                <th scope="col" className={cell}>
                  Why
                </th>
                <th scope="col" className={cell}>
                  Legal basis
                </th>
                <th scope="col" className={cell}>
                  How long
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
          Your questionnaire answers, weekly check-ins, sleep and steps may reveal information about your health
          (Article 9 GDPR). That is why we ask for your explicit consent when you sign up, before keeping them. You can
          withdraw it at any time, in your account settings or by writing to the address above: we then stop keeping
          these answers and delete those already saved. Withdrawing does not affect what was done before.
        </p>
        <p>
          Your ikigai profile and your scores are computed automatically from your answers. They are meant for you, as a
          guide only: no decision with legal effects on you is made on that basis.
        </p>
      </section>

      <section className={section} aria-labelledby="pp-assistant">
        <h2 id="pp-assistant" className={h2}>
          The chat assistant
        </h2>
        <p>
          The assistant is an artificial intelligence; it does not replace a health professional. By default, it answers
          with a built-in guide that runs on our server: your messages are then sent to no one.
        </p>
        <p>
          If we configure an external AI model, your messages and the part of the conversation needed for the reply are
          sent to it to produce the reply. Provider currently used:{' '}
          <ToComplete>“none” or name and country of the AI provider</ToComplete>. Avoid sharing information that could
          identify other people. In a crisis, call{' '}
          <a className={link} href="tel:3114">
            3114
          </a>{' '}
          (France), free, 24 hours a day, 7 days a week.
        </p>
      </section>

      <section className={section} aria-labelledby="pp-recipients">
        <h2 id="pp-recipients" className={h2}>
          Who can see your data?
        </h2>
        <ul className={list}>
          <li>
            You. No other user reads your private data; the community space shows only what each person posts there.
          </li>
          <li>Your employer sees neither your individual answers, nor your results, nor your conversations.</li>
          <li>
            Authorised members of our team, only when necessary (support, security, maintenance), and bound by
            confidentiality.
          </li>
          <li>
            Our processors, bound by a contract that complies with Article 28 GDPR:
            <ul className={list}>
              <li>
                hosting: <ToComplete>name and country of the host</ToComplete>;
              </li>
              <li>
                e-mail sending: <ToComplete>name and country of the e-mail provider</ToComplete>;
              </li>
              <li>
                external AI model, if configured: <ToComplete>“none” or name and country of the provider</ToComplete>;
              </li>
              <li>
                where applicable, the tool that receives sign-up and password-reset notifications:{' '}
                <ToComplete>“none” or name and country</ToComplete>.
              </li>
            </ul>
          </li>
          <li>
            If you connect Google Health, we receive your step counts from Google with your permission; you can revoke
            this access at any time.
          </li>
          <li>Public authorities, only when the law requires us to.</li>
        </ul>
        <p>We do not sell your data, we do not advertise and we use no trackers.</p>
      </section>

      <section className={section} aria-labelledby="pp-transfers">
        <h2 id="pp-transfers" className={h2}>
          Transfers outside the European Union
        </h2>
        <p>
          We favour providers located in the European Union. If data is transferred outside the Union, it is only with
          appropriate safeguards (a European Commission adequacy decision or standard contractual clauses). Current
          transfers and safeguards: <ToComplete>“none” or list of transfers and safeguards</ToComplete>. You can ask us
          for a copy.
        </p>
      </section>

      <section className={section} aria-labelledby="pp-security">
        <h2 id="pp-security" className={h2}>
          How we protect your data
        </h2>
        <ul className={list}>
          <li>Traffic between your browser and our server is encrypted (HTTPS).</li>
          <li>Passwords are stored only as a salted hash, never readable.</li>
          <li>The session cookie is “httpOnly”: scripts on the page cannot read it.</li>
          <li>Every request is checked: only the account owner can access their private data.</li>
          <li>
            Depending on your settings, you have two-factor authentication, a sign-in history, revocable sessions, an
            e-mail alert on each new sign-in and automatic sign-out after inactivity.
          </li>
          <li>No third-party service key is ever present in your browser: all such calls go through our server.</li>
        </ul>
        <p>
          In the event of a data breach, we notify the CNIL (the French data protection authority) within 72 hours and
          inform you directly if it poses a high risk to you.
        </p>
      </section>

      <section className={section} aria-labelledby="pp-rights">
        <h2 id="pp-rights" className={h2}>
          Your rights
        </h2>
        <ul className={list}>
          <li>Access: find out what data we hold about you and get a copy.</li>
          <li>Rectification: correct inaccurate data; most of it can be edited directly in the app.</li>
          <li>Erasure: delete your account and everything in it, from the app or on request.</li>
          <li>Portability: export all your data in JSON format, from the app.</li>
          <li>Restriction: ask us to suspend the use of some data.</li>
          <li>Objection: object to processing based on our legitimate interest.</li>
          <li>Withdrawal of consent: at any time, without having to give a reason.</li>
          <li>
            Post-mortem directives: say what should happen to your data after your death (Article 85 of the French Data
            Protection Act).
          </li>
        </ul>
        <p>
          To exercise these rights, write to <ToComplete>e-mail address of the DPO or personal data contact</ToComplete>
          . We answer within one month. If your request is complex, this period may be extended by two months; we will
          tell you if so. If we have reasonable doubts about your identity, we may ask you to confirm it.
        </p>
        <p>
          If you believe your rights are not being respected, you can lodge a complaint with the CNIL:{' '}
          <a className={link} href="https://www.cnil.fr">
            www.cnil.fr
          </a>
          , or by post to CNIL, 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, France.
        </p>
      </section>

      <section className={section} aria-labelledby="pp-cookies">
        <h2 id="pp-cookies" className={h2}>
          Cookies and local storage
        </h2>
        <ul className={list}>
          <li>
            A single cookie: a strictly necessary, “httpOnly” session cookie, removed when you sign out, and after 30
            days at the latest.
          </li>
          <li>
            Your theme (light or dark) and your language are saved in your browser’s local storage; they never leave
            your device.
          </li>
          <li>No audience measurement, no advertising, no third-party tracker.</li>
        </ul>
        <p>The law exempts these items from consent: that is why no cookie banner is shown.</p>
      </section>

      <section className={section} aria-labelledby="pp-changes">
        <h2 id="pp-changes" className={h2}>
          Changes to this policy
        </h2>
        <p>
          We may update this policy, for example when the service changes. If we make a significant change, we will let
          you know in the app or by e-mail before it takes effect.
        </p>
      </section>

      <p className="text-sm text-slate-600 dark:text-slate-300">Last updated: 21 November 2026</p>
    </article>
  );
}
