import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { applyTheme, useIsDark } from '@/lib/theme';

/** Light / dark toggle; the choice is kept in 'ikigai-theme'. */
export function ThemeToggle() {
  const { t } = useTranslation();
  // What the page shows, whoever changed it (the OS with the 'system' theme, another control).
  const dark = useIsDark();
  const toggle = () => applyTheme(dark ? 'light' : 'dark');
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={toggle}
      aria-label={dark ? t('theme.toLight') : t('theme.toDark')}
      aria-pressed={dark}
    >
      {dark ? <Sun aria-hidden="true" className="size-4" /> : <Moon aria-hidden="true" className="size-4" />}
    </Button>
  );
}
