import { Check, LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { REDIRECT_DELAYS } from '@va/core/timing';
import { Card } from '@/components/ui/card';
import { paths } from '@/lib/paths';
import { readStorage, STORAGE_KEYS } from '@/lib/storage-keys';

const STEP_COUNT = 4;

/** `/analysis`: four lines that complete one by one, then /summary after 5 s (spec part 1 §2). */
export function AnalysisScreen() {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const [hasSession] = useState(() => Boolean(readStorage(STORAGE_KEYS.onboardingSessionId)));
  const [done, setDone] = useState(0);
  const steps = t('analysis.steps', { returnObjects: true }) as string[];

  useEffect(() => {
    if (!hasSession) return undefined;
    const stepMs = REDIRECT_DELAYS.analysis / (STEP_COUNT + 1);
    const tick = setInterval(() => setDone((value) => Math.min(STEP_COUNT, value + 1)), stepMs);
    const redirect = setTimeout(() => navigate(paths.summary, { replace: true }), REDIRECT_DELAYS.analysis);
    return () => {
      clearInterval(tick);
      clearTimeout(redirect);
    };
  }, [hasSession, navigate]);

  if (!hasSession) return <Navigate to={paths.onboarding} replace />;

  return (
    <main id="main" className="flex min-h-dvh items-center justify-center p-4">
      <Card className="w-full max-w-lg space-y-6">
        <div className="space-y-2 text-center">
          <h1 className="text-2xl font-bold">{t('analysis.title')}</h1>
          <p className="text-muted-foreground">{t('analysis.text')}</p>
        </div>
        <ul className="space-y-3" aria-live="polite">
          {steps.map((step, index) => {
            const complete = index < done;
            return (
              <li key={step} className="flex items-center gap-3">
                {complete ? (
                  <Check aria-hidden="true" className="size-5 text-success" />
                ) : (
                  <LoaderCircle aria-hidden="true" className="size-5 text-primary motion-safe:animate-spin" />
                )}
                <span className={complete ? 'text-foreground' : 'text-muted-foreground'}>{step}</span>
                <span className="sr-only">({complete ? t('analysis.done') : t('analysis.inProgress')})</span>
              </li>
            );
          })}
        </ul>
      </Card>
    </main>
  );
}
