import { Download, Gem, Heart, LayoutDashboard, Lightbulb, Target, Zap } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { formatDate } from '@va/core/format';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FullPageSpinner } from '@/components/ui/spinner';
import { currentLanguage } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { STORAGE_KEYS, writeStorage } from '@/lib/storage-keys';
import { downloadSynthesisPdf } from '../api/download-synthesis-pdf';
import { useOnboardingResults } from '../api/get-results';

const CARD_ICONS = { values: Gem, strengths: Zap, objectives: Target, motivations: Heart } as const;

/** `/summary`: the person's own ikigai summary, only once all 12 answers are on the server (spec part 1 §2). */
export function SynthesisScreen() {
  const { t } = useTranslation('onboarding');
  const language = currentLanguage();
  const results = useOnboardingResults(language);
  const [downloading, setDownloading] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);

  useEffect(() => {
    if (results.isSuccess) writeStorage(STORAGE_KEYS.onboardingSessionId, null);
  }, [results.isSuccess]);

  if (results.isPending) return <FullPageSpinner label={t('synthesis.loading')} />;
  if (results.isError) return <Navigate to={paths.onboarding} replace />;

  const { summary, cards, recommendations } = results.data;
  const stats = [
    { label: t('synthesis.stats.total'), value: String(summary.totalQuestions) },
    { label: t('synthesis.stats.answered'), value: String(summary.answeredQuestions) },
    { label: t('synthesis.stats.completion'), value: t('synthesis.stats.percent', { value: summary.completionRate }) },
    {
      label: t('synthesis.stats.lastAnswer'),
      value: summary.lastAnswered ? formatDate(summary.lastAnswered, language) : '—',
    },
  ];

  async function download() {
    setDownloading(true);
    setDownloadFailed(false);
    try {
      await downloadSynthesisPdf(language);
    } catch {
      setDownloadFailed(true);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <main id="main" className="mx-auto max-w-4xl space-y-8 px-4 py-10">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">{t('synthesis.title')}</h1>
        <p className="text-muted-foreground">{t('synthesis.intro')}</p>
      </header>

      <section aria-labelledby="stats-title">
        <h2 id="stats-title" className="sr-only">
          {t('synthesis.stats.title')}
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {stats.map((stat) => (
            <Card key={stat.label} className="p-4">
              <dt className="text-sm text-muted-foreground">{stat.label}</dt>
              <dd className="mt-1 text-2xl font-semibold">{stat.value}</dd>
            </Card>
          ))}
        </dl>
      </section>

      <section className="grid gap-4 md:grid-cols-2">
        {cards.map((card) => {
          const Icon = CARD_ICONS[card.id as keyof typeof CARD_ICONS] ?? Gem;
          return (
            <Card key={card.id} className="space-y-3">
              <h2 className="flex items-center gap-2 text-lg font-semibold">
                <Icon aria-hidden="true" className="size-5 text-primary" />
                {card.title}
              </h2>
              {card.highlights.length > 0 ? (
                <ul className="flex flex-wrap gap-2">
                  {card.highlights.map((highlight) => (
                    <li key={highlight} className="rounded-full bg-accent px-3 py-1 text-sm font-medium">
                      {highlight}
                    </li>
                  ))}
                </ul>
              ) : null}
              <p className="text-sm leading-relaxed text-muted-foreground">{card.text}</p>
            </Card>
          );
        })}
      </section>

      <section aria-labelledby="recommendations-title" className="space-y-3">
        <h2 id="recommendations-title" className="flex items-center gap-2 text-xl font-semibold">
          <Lightbulb aria-hidden="true" className="size-5 text-primary" />
          {t('synthesis.recommendations')}
        </h2>
        <ol className="grid gap-3 md:grid-cols-2">
          {recommendations.map((recommendation, index) => (
            <li key={recommendation.id}>
              <Card className="h-full space-y-1 p-5">
                <h3 className="font-semibold">
                  {index + 1}. {recommendation.title}
                </h3>
                <p className="text-sm leading-relaxed text-muted-foreground">{recommendation.text}</p>
              </Card>
            </li>
          ))}
        </ol>
      </section>

      {downloadFailed ? <Alert>{t('synthesis.downloadError')}</Alert> : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button onClick={() => void download()} disabled={downloading}>
          <Download aria-hidden="true" className="size-4" />
          {downloading ? t('synthesis.downloading') : t('synthesis.download')}
        </Button>
        <Button asChild variant="secondary">
          <Link to={paths.dashboard.home}>
            <LayoutDashboard aria-hidden="true" className="size-4" />
            {t('synthesis.dashboard')}
          </Link>
        </Button>
      </div>
    </main>
  );
}
