import { Moon, Sun } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { applyTheme, isDark, storedTheme } from '@/lib/theme';

/** Light / dark toggle; the choice is kept in 'ikigai-theme'. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const [dark, setDark] = useState(() => isDark(storedTheme()));
  const toggle = () => {
    applyTheme(dark ? 'light' : 'dark');
    setDark(!dark);
  };
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
