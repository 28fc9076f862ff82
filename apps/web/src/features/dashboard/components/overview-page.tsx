import { CalendarClock, History } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@va/core/format';
import { notificationText } from '@va/core/notifications/events';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PillGroup } from '@/components/ui/pill-group';
import { FullPageSpinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { currentLanguage } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useDashboard, type DashboardSummary } from '../api/get-dashboard';
import { ListCard } from './list-card';
import { ScoreCards } from './score-cards';

const PERIODS = ['week', 'month', 'quarter', 'year'] as const;
const CATEGORIES = ['all', 'learning', 'wellbeing', 'productivity', 'social'] as const;

function RecentActivity({ items }: { items: DashboardSummary['recentActivity'] }) {
  const { t } = useTranslation('dashboard');
  const language = currentLanguage();
  const describe = (item: DashboardSummary['recentActivity'][number]) => {
    if (item.kind === 'answer') return t('overview.recent.answers', { session: item.params.session });
    if (item.kind === 'points') return t('overview.recent.points', { points: item.points });
    return notificationText(item, language).title;
  };
  return (
    <ListCard
      icon={History}
      title={t('overview.recent.title')}
      empty={t('overview.recent.empty')}
      rows={items.map((item, index) => ({
        key: `${item.kind}-${item.at}-${index}`,
        label: describe(item),
        aside: <time dateTime={item.at}>{formatDate(item.at, language)}</time>,
      }))}
    />
  );
}

function Upcoming({ items }: { items: DashboardSummary['upcoming'] }) {
  const { t } = useTranslation('dashboard');
  const language = currentLanguage();
  return (
    <ListCard
      icon={CalendarClock}
      title={t('overview.upcoming.title')}
      empty={t('overview.upcoming.empty')}
      rows={items.map((item) => ({
        key: item.id,
        label: item.title,
        aside: `${formatDate(`${item.date}T12:00:00Z`, language)}${item.time ? ` · ${item.time}` : ''}`,
      }))}
      footer={
        <Link
          to={paths.dashboard.activities}
          className="inline-block text-sm font-medium text-primary underline underline-offset-2"
        >
          {t('overview.upcoming.link')}
        </Link>
      }
    />
  );
}

/** `/dashboard`: the four scores and the Overview / Tests / Progress / Recommendations tabs, from the user's own data. */
export function OverviewPage() {
  const { t } = useTranslation('dashboard');
  const dashboard = useDashboard();
  const [period, setPeriod] = useState<(typeof PERIODS)[number]>('week');
  const [category, setCategory] = useState<(typeof CATEGORIES)[number]>('all');
  if (!dashboard.data) return <FullPageSpinner label={t('shell.loading')} />;
  const data = dashboard.data;

  return (
    <div className="space-y-6">
      {data.profile.onboardingCompleted ? null : (
        <Card className="flex flex-wrap items-center justify-between gap-4 border-primary/30 bg-accent/50">
          <div className="space-y-1">
            <h2 className="font-semibold">{t('overview.onboardingCta.title')}</h2>
            <p className="text-sm text-muted-foreground">{t('overview.onboardingCta.text')}</p>
          </div>
          <Button asChild>
            <Link to={paths.onboarding}>{t('overview.onboardingCta.button')}</Link>
          </Button>
        </Card>
      )}
      <ScoreCards scores={data.scores} />
      <Tabs defaultValue="overview">
        <TabsList className="grid-cols-2 sm:grid-cols-4" aria-label={t('overview.title')}>
          {(['overview', 'tests', 'progress', 'recommendations'] as const).map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {t(`overview.tabs.${tab}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview" className="mt-4 grid gap-4 md:grid-cols-2">
          <RecentActivity items={data.recentActivity} />
          <Upcoming items={data.upcoming} />
        </TabsContent>
        <TabsContent value="tests" className="mt-4">
          <Card className="space-y-3 text-center">
            <p className="text-muted-foreground">{t('overview.testsEmpty')}</p>
            <Link to={paths.dashboard.tests} className="text-sm font-medium text-primary underline underline-offset-2">
              {t('overview.testsLink')}
            </Link>
          </Card>
        </TabsContent>
        <TabsContent value="progress" className="mt-4 space-y-4">
          <PillGroup
            values={PERIODS}
            value={period}
            onChange={setPeriod}
            label={(value) => t(`overview.periods.${value}`)}
          />
          <Card className="text-center text-muted-foreground">{t('overview.progressEmpty')}</Card>
        </TabsContent>
        <TabsContent value="recommendations" className="mt-4 space-y-4">
          <PillGroup
            values={CATEGORIES}
            value={category}
            onChange={setCategory}
            label={(value) => t(`overview.categories.${value}`)}
          />
          <Card className="space-y-3 text-center">
            <p className="text-muted-foreground">{t('overview.recommendationsEmpty')}</p>
            {data.profile.onboardingCompleted ? (
              <Link to={paths.summary} className="text-sm font-medium text-primary underline underline-offset-2">
                {t('overview.recommendationsLink')}
              </Link>
            ) : null}
          </Card>
        </TabsContent>
      </Tabs>
    </div>
  );
}
