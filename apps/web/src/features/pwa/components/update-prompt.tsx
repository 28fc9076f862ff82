import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/**
 * Offers the new version: a small non-modal panel (it takes no focus and hides nothing behind
 * it); its question is announced.
 */
export function UpdatePrompt({ onUpdate, onLater }: { onUpdate: () => void; onLater: () => void }) {
  const { t } = useTranslation('pwa');
  return (
    <section
      aria-labelledby="app-update-question"
      className="fixed inset-x-4 top-4 z-50 space-y-3 rounded-2xl border border-border bg-card p-4 shadow-lg sm:left-auto sm:w-96"
    >
      <p id="app-update-question" role="status" className="text-sm font-medium">
        {t('update.question')}
      </p>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" size="sm" onClick={onLater}>
          {t('update.later')}
        </Button>
        <Button size="sm" onClick={onUpdate}>
          {t('update.accept')}
        </Button>
      </div>
    </section>
  );
}
