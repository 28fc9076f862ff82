import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/lib/paths';

/**
 * What a page shows instead of a blank screen when it fails to render or to load (a chunk gone
 * after an update, a bug): a calm sentence, a reload and a way home.
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center p-4">
      <Card className="w-full max-w-md space-y-4 text-center">
        <h1 className="text-xl font-semibold">{t('routeError.title')}</h1>
        <p className="text-muted-foreground">{t('routeError.text')}</p>
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
          <Button onClick={() => window.location.reload()}>
            <RotateCw aria-hidden="true" className="size-4" />
            {t('routeError.reload')}
          </Button>
          <Button asChild variant="secondary">
            <Link to={paths.home}>{t('backHome')}</Link>
          </Button>
        </div>
      </Card>
    </main>
  );
}
