import { Brain, Compass, HeartPulse, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SCORE_CATEGORIES, type Scores } from '@va/core/scores';
import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';

const ICONS = { ikigai: Compass, wellbeing: HeartPulse, mental_health: Brain, performance: TrendingUp } as const;

/** The four scores, each with its percentage, a bar, and the same as words for screen readers. */
export function ScoreCards({ scores }: { scores: Scores }) {
  const { t } = useTranslation('dashboard');
  return (
    <section aria-labelledby="scores-title">
      <h2 id="scores-title" className="sr-only">
        {t('overview.scoresTitle')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {SCORE_CATEGORIES.map((category) => {
          const Icon = ICONS[category];
          const label = t(`overview.scores.${category}`);
          const value = scores[category];
          return (
            <li key={category}>
              <Card className="space-y-3 p-4">
                <p className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
                  <Icon aria-hidden="true" className="size-4 text-primary" />
                  {label}
                </p>
                <p className="text-3xl font-bold" aria-hidden="true">
                  {t('overview.scoreValue', { value })}
                </p>
                <p className="sr-only">{t('overview.scoreText', { label, value })}</p>
                <ProgressBar value={value} label={label} valueText={t('overview.scoreText', { label, value })} />
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
