import type { Language } from '@va/core/language';
import { changeLanguage } from '@/lib/i18n';
import { Brand } from './brand';
import { LanguageSwitch } from './language-switch';
import { ThemeToggle } from './theme-toggle';

export function PublicHeader({
  onLanguageChange = changeLanguage,
}: {
  onLanguageChange?: (language: Language) => void;
}) {
  return (
    <header className="mx-auto flex w-full max-w-5xl items-center justify-between px-4 py-4">
      <Brand />
      <div className="flex items-center gap-1">
        <LanguageSwitch onChange={(language) => void onLanguageChange(language)} />
        <ThemeToggle />
      </div>
    </header>
  );
}
