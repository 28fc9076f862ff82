import {
  Activity,
  BarChart3,
  ClipboardCheck,
  LineChart,
  Lightbulb,
  ShieldCheck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';

export type EmptyPageName =
  'progression' | 'activities' | 'community' | 'security' | 'tests' | 'progress' | 'recommendations';

const ICONS: Record<EmptyPageName, LucideIcon> = {
  progression: BarChart3,
  activities: Activity,
  community: Users,
  security: ShieldCheck,
  tests: ClipboardCheck,
  progress: LineChart,
  recommendations: Lightbulb,
};

/** A dashboard page whose feature arrives with a later release: a calm, translated empty state. */
export function EmptyPage({ name }: { name: EmptyPageName }) {
  const { t } = useTranslation('dashboard');
  const Icon = ICONS[name];
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{t(`empty.${name}.title`)}</h1>
      <Card className="flex flex-col items-center gap-3 py-12 text-center">
        <Icon aria-hidden="true" className="size-10 text-primary" />
        <p className="max-w-md text-muted-foreground">{t(`empty.${name}.text`)}</p>
      </Card>
    </div>
  );
}
