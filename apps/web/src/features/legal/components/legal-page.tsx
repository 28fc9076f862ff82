import { ArrowLeft } from 'lucide-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PublicHeader } from '@/components/layout/public-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { LegalNoticeEn } from '../content/legal-notice.en';
import { LegalNoticeFr } from '../content/legal-notice.fr';
import { PrivacyPolicyEn } from '../content/privacy-policy.en';
import { PrivacyPolicyFr } from '../content/privacy-policy.fr';

const CONTENT: Record<'legal' | 'privacy', Record<'fr' | 'en', ComponentType>> = {
  legal: { fr: LegalNoticeFr, en: LegalNoticeEn },
  privacy: { fr: PrivacyPolicyFr, en: PrivacyPolicyEn },
};

/** `/mentions-legales` and `/confidentialite`, each with a back button (spec part 2 §2). */
export function LegalPage({ page }: { page: 'legal' | 'privacy' }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const Content = CONTENT[page][i18n.language === 'en' ? 'en' : 'fr'];
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate(paths.home));
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-6">
        <Button variant="ghost" className="mb-4 -ml-2" onClick={back}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('back')}
        </Button>
        <Content />
      </main>
      <SiteFooter />
    </div>
  );
}
