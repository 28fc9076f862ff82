import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@va/core/language';
import { Button } from '@/components/ui/button';

/** FR / EN switch. `onChange` lets a signed-in page save the choice to the user's settings too. */
export function LanguageSwitch({ onChange }: { onChange: (language: Language) => void }) {
  const { t, i18n } = useTranslation();
  const next: Language = i18n.language === 'en' ? 'fr' : 'en';
  return (
    <Button variant="ghost" size="sm" onClick={() => onChange(next)} lang={next} aria-label={t('language.switchTo')}>
      <Languages aria-hidden="true" className="size-4" />
      <span>{next.toUpperCase()}</span>
    </Button>
  );
}
