import { Menu } from 'lucide-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { OpensLater } from '@/components/ui/opens-later';

const MobileMenuPanel = lazy(() =>
  import('./mobile-menu-panel').then((module) => ({ default: module.MobileMenuPanel })),
);

/** The phone's menu button (below lg); its panel is loaded at the first opening. */
export function MobileMenu() {
  const { t } = useTranslation('dashboard');
  return (
    <OpensLater
      popup="dialog"
      trigger={(props) => (
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label={t('shell.openMenu')} {...props}>
          <Menu aria-hidden="true" className="size-5" />
        </Button>
      )}
      panel={(state) => <MobileMenuPanel {...state} />}
    />
  );
}
