import { Sparkles } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

const SHOWN_MS = 2200;

/** The +50 points moment between sessions; the motion is skipped when reduced motion is asked for. */
export function BonusCelebration({ points, session, onDone }: { points: number; session: number; onDone: () => void }) {
  const { t } = useTranslation('onboarding');
  useEffect(() => {
    const timer = setTimeout(onDone, SHOWN_MS);
    return () => clearTimeout(timer);
  }, [onDone]);
  return (
    <div
      role="status"
      className="fixed inset-0 z-50 flex items-center justify-center bg-background/70 p-4 backdrop-blur-sm"
      onClick={onDone}
    >
      <div className="rounded-3xl bg-gradient-to-br from-violet-600 to-fuchsia-600 px-10 py-8 text-center text-white shadow-2xl motion-safe:animate-[bonus-pop_600ms_ease-out]">
        <Sparkles aria-hidden="true" className="mx-auto mb-2 size-10 motion-safe:animate-bounce" />
        <p className="text-3xl font-bold">{t('bonus.title', { points })}</p>
        <p className="mt-1 text-white/90">{t('bonus.text', { session })}</p>
      </div>
    </div>
  );
}
