import type { ReactNode } from 'react';
import { ToComplete as Mark } from './to-complete';

// Legal notice (French law no. 2004-575 of 21 June 2004, LCEN).
// Every highlighted "To be completed" item must be filled in by the operator before going live.

const section = 'space-y-3';
const h2 = 'text-xl font-semibold';
const list = 'list-disc space-y-1 pl-6';
const link = 'text-blue-700 underline underline-offset-2 hover:no-underline dark:text-blue-300';

const ToComplete = ({ children }: { children: ReactNode }) => <Mark language="en">{children}</Mark>;

export function LegalNoticeEn() {
  return (
    <article lang="en" className="mx-auto max-w-3xl space-y-8 leading-relaxed text-slate-900 dark:text-slate-100">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold">Legal notice</h1>
        <p className="text-slate-600 dark:text-slate-300">
          As required by French law no. 2004-575 of 21 June 2004 on confidence in the digital economy (LCEN), this page
          tells you who publishes and who hosts the “Votre assistant” service.
        </p>
      </header>

      <section className={section} aria-labelledby="notice-publisher">
        <h2 id="notice-publisher" className={h2}>
          Publisher
        </h2>
        <ul className={list}>
          <li>
            Company name: <ToComplete>company name</ToComplete>
          </li>
          <li>
            Legal form: <ToComplete>legal form (SAS, SARL, sole trader…)</ToComplete>
          </li>
          <li>
            Share capital: <ToComplete>amount of share capital</ToComplete>
          </li>
          <li>
            Registered office: <ToComplete>registered office address</ToComplete>
          </li>
          <li>
            Registration: <ToComplete>Trade and Companies Register (RCS) city and SIREN number</ToComplete>
          </li>
          <li>
            EU VAT number: <ToComplete>VAT number</ToComplete>
          </li>
          <li>
            Publication director: <ToComplete>first name, last name and position</ToComplete>
          </li>
          <li>
            Contact e-mail: <ToComplete>contact e-mail address</ToComplete>
          </li>
          <li>
            Phone: <ToComplete>phone number</ToComplete>
          </li>
        </ul>
      </section>

      <section className={section} aria-labelledby="notice-host">
        <h2 id="notice-host" className={h2}>
          Host
        </h2>
        <ul className={list}>
          <li>
            Name: <ToComplete>host’s name</ToComplete>
          </li>
          <li>
            Address: <ToComplete>host’s postal address</ToComplete>
          </li>
          <li>
            Phone: <ToComplete>host’s phone number</ToComplete>
          </li>
        </ul>
      </section>

      <section className={section} aria-labelledby="notice-purpose">
        <h2 id="notice-purpose" className={h2}>
          What the service does
        </h2>
        <p>
          “Votre assistant” helps you look after your quality of life and working conditions (known in France as QVCT)
          and reflect on what drives you, using the ikigai approach. It is designed for employees, managers and
          freelancers.
        </p>
      </section>

      <section className={section} aria-labelledby="notice-medical">
        <h2 id="notice-medical" className={h2}>
          This is not a medical service
        </h2>
        <p>
          “Votre assistant” is neither a medical service nor a medical device. The questionnaires, scores,
          recommendations and the replies of the chat assistant, which is an artificial intelligence, help you take
          stock. They are not a diagnosis or a treatment and do not replace the advice of a health professional. For any
          question about your health, talk to your doctor or to your occupational health doctor (médecin du travail).
        </p>
        <p>If you are going through a crisis or thinking about suicide, you are not alone. Call now:</p>
        <ul className={list}>
          <li>
            <a className={link} href="tel:3114">
              3114
            </a>
            : French national suicide prevention line, free, 24 hours a day, 7 days a week;
          </li>
          <li>
            <a className={link} href="tel:15">
              15
            </a>
            : SAMU, for a medical emergency;
          </li>
          <li>
            <a className={link} href="tel:112">
              112
            </a>
            : European emergency number, available from any phone;
          </li>
          <li>
            114: emergency number for people who are deaf, hard of hearing or have difficulty speaking, by text message,
            chat, video call or fax.
          </li>
        </ul>
        <p>Outside France, contact the emergency services of the country you are in.</p>
      </section>

      <section className={section} aria-labelledby="notice-ip">
        <h2 id="notice-ip" className={h2}>
          Intellectual property
        </h2>
        <p>
          The structure of the service, its texts, illustrations, logo, brand and code are protected by intellectual
          property law. They belong to the publisher or its partners. You may not reproduce, modify or distribute them,
          in whole or in part, without prior written permission, beyond the personal use the service is meant for.
        </p>
        <p>The recognised questionnaires used in the service remain the property of their authors:</p>
        <ul className={list}>
          <li>the WHO-5 Well-Being Index (World Health Organization, 1998), free to use;</li>
          <li>the Copenhagen Burnout Inventory (Kristensen et al., 2005), in the public domain;</li>
          <li>
            the Mini-IPIP (Donnellan et al., 2006, drawn from the International Personality Item Pool), in the public
            domain.
          </li>
        </ul>
        <p>
          The “Motivation” and “Skills” questionnaires are self-reflection tools written for the service: they are not
          scientifically validated scales.
        </p>
        <p>
          You remain the owner of what you post in the community space. You only allow the publisher to show it to the
          other users of the service, for as long as it is published.
        </p>
      </section>

      <section className={section} aria-labelledby="notice-liability">
        <h2 id="notice-liability" className={h2}>
          Liability
        </h2>
        <p>
          We do our best to keep the service available and its content accurate and up to date. We cannot, however,
          guarantee that it will be free of interruptions or errors, in particular during maintenance.
        </p>
        <p>
          The assistant’s replies are generated automatically and may be incomplete or wrong: keep a critical eye. Links
          to external websites are provided to help you; we are not responsible for their content.
        </p>
        <p>
          You are responsible for what you post in the community space. Be respectful and kind, and do not post personal
          information about other people. To report content, write to us at the contact address above.
        </p>
      </section>

      <section className={section} aria-labelledby="notice-data">
        <h2 id="notice-data" className={h2}>
          Personal data
        </h2>
        <p>
          We process your data in accordance with the General Data Protection Regulation (GDPR) and the French Data
          Protection Act (loi “Informatique et Libertés”). To find out what we store, why, for how long and how to
          exercise your rights, read our{' '}
          <a className={link} href="/confidentialite">
            privacy policy
          </a>
          .
        </p>
      </section>

      <section className={section} aria-labelledby="notice-cookies">
        <h2 id="notice-cookies" className={h2}>
          Cookies and local storage
        </h2>
        <ul className={list}>
          <li>
            A single cookie: a strictly necessary session cookie that keeps you signed in. Scripts on the page cannot
            read it (“httpOnly”), and it is removed when you sign out, and after 30 days at the latest.
          </li>
          <li>
            Your theme (light or dark) and your language are saved in your browser’s local storage. They never leave
            your device.
          </li>
          <li>No audience measurement, no advertising, no third-party tracker.</li>
        </ul>
        <p>
          These items are essential to the service or record a choice you made, so the law does not require your consent
          for them. That is why no cookie banner is shown. You can clear them at any time in your browser settings;
          clearing the session cookie signs you out.
        </p>
      </section>

      <section className={section} aria-labelledby="notice-law">
        <h2 id="notice-law" className={h2}>
          Governing law
        </h2>
        <p>
          This legal notice is governed by French law. If a dispute arises, please write to us first: we will look for
          an amicable solution with you. Failing that, the French courts have jurisdiction, subject to the rules that
          protect consumers.
        </p>
      </section>

      <p className="text-sm text-slate-600 dark:text-slate-300">Last updated: 21 November 2026</p>
    </article>
  );
}
