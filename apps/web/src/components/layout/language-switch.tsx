import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@va/core/language';
import { Button } from '@/components/ui/button';

/**
 * FR / EN switch. `onChange` lets a signed-in page save the choice to the user's settings too. Its
 * name begins with the visible « EN » (label in name, WCAG 2.5.3), then says what it does.
 */
export function LanguageSwitch({ onChange }: { onChange: (language: Language) => void }) {
  const { t, i18n } = useTranslation();
  const next: Language = i18n.language === 'en' ? 'fr' : 'en';
  return (
    <Button variant="ghost" size="sm" onClick={() => onChange(next)} lang={next}>
      <Languages aria-hidden="true" className="size-4" />
      <span>{next.toUpperCase()}</span>
      <span className="sr-only"> – {t('language.switchTo')}</span>
    </Button>
  );
}
