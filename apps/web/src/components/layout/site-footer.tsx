import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

/** Footer of the public pages: legal links, the accessibility status (RGAA) and support (spec part 1 §2). */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-border px-4 py-6 text-sm text-muted-foreground">
      <nav
        aria-label={t('footer.legal')}
        className="mx-auto flex max-w-5xl flex-wrap items-center justify-center gap-x-6 gap-y-2"
      >
        <Link className="hover:text-foreground hover:underline" to={paths.legalNotice}>
          {t('footer.legal')}
        </Link>
        <Link className="hover:text-foreground hover:underline" to={paths.privacyPolicy}>
          {t('footer.privacy')}
        </Link>
        <Link className="hover:text-foreground hover:underline" to={paths.accessibilityStatement}>
          {t('footer.accessibility')}
        </Link>
        <Link className="hover:text-foreground hover:underline" to={paths.support}>
          {t('footer.support')}
        </Link>
        <span>{t('footer.copyright')}</span>
      </nav>
    </footer>
  );
}
