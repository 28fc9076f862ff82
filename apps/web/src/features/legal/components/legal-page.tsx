import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Language } from '@va/core/language';
import { PublicHeader } from '@/components/layout/public-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { Button } from '@/components/ui/button';
import { currentLanguage } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import LegalNoticeEn from '../content/legal-notice.en.mdx';
import LegalNoticeFr from '../content/legal-notice.fr.mdx';
import AccessibilityStatementEn from '../content/accessibility-statement.en.mdx';
import AccessibilityStatementFr from '../content/accessibility-statement.fr.mdx';
import PrivacyPolicyEn from '../content/privacy-policy.en.mdx';
import PrivacyPolicyFr from '../content/privacy-policy.fr.mdx';
import { LEGAL_ARTICLE_CLASS, LEGAL_PROSE } from './legal-prose';

const CONTENT = {
  legal: { fr: LegalNoticeFr, en: LegalNoticeEn },
  privacy: { fr: PrivacyPolicyFr, en: PrivacyPolicyEn },
  accessibility: { fr: AccessibilityStatementFr, en: AccessibilityStatementEn },
} as const;

export type LegalPageName = keyof typeof CONTENT;

/** One legal text in one language, styled once for all of them (legal-prose.tsx). */
export function LegalText({ page, language }: { page: LegalPageName; language: Language }) {
  const Content = CONTENT[page][language];
  return (
    <article lang={language} className={LEGAL_ARTICLE_CLASS}>
      <Content components={LEGAL_PROSE[language]} />
    </article>
  );
}

/** `/mentions-legales`, `/confidentialite` and `/accessibilite`, each with a back button (spec part 2 §2). */
export function LegalPage({ page }: { page: LegalPageName }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate(paths.home));
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-6">
        <Button variant="ghost" className="mb-4 -ml-2" onClick={back}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('back')}
        </Button>
        <LegalText page={page} language={currentLanguage()} />
      </main>
      <SiteFooter />
    </div>
  );
}
