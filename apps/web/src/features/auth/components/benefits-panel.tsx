import { ChartNoAxesCombined, ClipboardList, LockKeyhole, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const ICONS = [LockKeyhole, ClipboardList, ChartNoAxesCombined, TrendingUp];

/** The side panel of the auth screen: the four benefits the landing promises (spec part 1 §1). */
export function BenefitsPanel() {
  const { t } = useTranslation('auth');
  const items = t('benefits.items', { returnObjects: true }) as Array<{ title: string; text: string }>;
  return (
    <section
      aria-labelledby="benefits-title"
      className="rounded-2xl bg-gradient-to-br from-violet-700 to-fuchsia-700 p-8 text-white shadow-lg"
    >
      <h2 id="benefits-title" className="text-xl font-semibold">
        {t('benefits.title')}
      </h2>
      <ul className="mt-6 space-y-5">
        {items.map((item, index) => {
          const Icon = ICONS[index] ?? LockKeyhole;
          return (
            <li key={item.title} className="flex gap-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white/15">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <p className="font-medium">{item.title}</p>
                <p className="text-sm text-white/85">{item.text}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
