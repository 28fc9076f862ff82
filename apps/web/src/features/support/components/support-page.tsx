import { ArrowLeft, HeartHandshake, KeyRound, Mail, MessageSquare, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PublicHeader } from '@/components/layout/public-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/lib/paths';
import { usePublicConfig } from '@/lib/public-config';
import { SupportForm } from './support-form';

function Option({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card className="flex gap-4">
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent text-primary"
      >
        {icon}
      </span>
      <div className="space-y-2">
        <h2 className="font-semibold">{title}</h2>
        {children}
      </div>
    </Card>
  );
}

/** `/support`: the ways to reach a human, and help in a crisis. The contact form comes with the dashboard. */
export function SupportPage() {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();
  const supportEmail = usePublicConfig().data?.supportEmail;
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 space-y-4 px-4 py-6">
        <Button
          variant="ghost"
          className="-ml-2"
          onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(paths.home))}
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('common:back')}
        </Button>
        <h1 className="text-3xl font-bold">{t('support.title')}</h1>
        <p className="text-muted-foreground">{t('support.intro')}</p>
        <Card className="space-y-4">
          <h2 className="flex items-center gap-2 text-lg font-semibold">
            <MessageSquare aria-hidden="true" className="size-5 text-primary" />
            {t('support.form.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('support.form.description')}</p>
          <SupportForm />
        </Card>
        <Option icon={<Mail className="size-5" />} title={t('support.emailTitle')}>
          {supportEmail ? (
            <>
              <p className="text-sm text-muted-foreground">{t('support.emailText')}</p>
              <a className="font-medium text-primary underline underline-offset-2" href={`mailto:${supportEmail}`}>
                {supportEmail}
              </a>
            </>
          ) : (
            <p className="text-sm text-muted-foreground">{t('support.emailMissing')}</p>
          )}
        </Option>
        <Option icon={<KeyRound className="size-5" />} title={t('support.accountTitle')}>
          <p className="text-sm text-muted-foreground">{t('support.accountText')}</p>
          <Link className="text-sm font-medium text-primary underline underline-offset-2" to={paths.home}>
            {t('support.accountLink')}
          </Link>
        </Option>
        <Option icon={<ShieldCheck className="size-5" />} title={t('support.privacyTitle')}>
          <p className="text-sm text-muted-foreground">{t('support.privacyText')}</p>
          <Link className="text-sm font-medium text-primary underline underline-offset-2" to={paths.privacyPolicy}>
            {t('support.privacyLink')}
          </Link>
        </Option>
        <Option icon={<HeartHandshake className="size-5" />} title={t('support.crisisTitle')}>
          <p className="text-sm text-muted-foreground">{t('support.crisisText')}</p>
        </Option>
      </main>
      <SiteFooter />
    </div>
  );
}
