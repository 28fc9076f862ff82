import { LifeBuoy } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CRISIS_LINES } from '@va/core/chat/safety';

/**
 * The crisis card (issue 12), shown once with every reply to a message the crisis rule flags:
 * 3114, 15 and 112 to call, 114 by text message, each a link the phone can follow.
 */
export function CrisisCard() {
  const { t } = useTranslation('chat');
  const title = useId();
  return (
    <section
      aria-labelledby={title}
      data-testid="crisis-card"
      className="mb-2 rounded-xl border-2 border-destructive/50 bg-destructive-soft p-3 whitespace-normal text-foreground"
    >
      <h3 id={title} className="flex items-center gap-2 font-semibold">
        <LifeBuoy aria-hidden="true" className="size-4 shrink-0" />
        {t('crisisCard.title')}
      </h3>
      <ul className="mt-2 space-y-2">
        {CRISIS_LINES.map((line) => (
          <li key={line.key}>
            <a href={line.href} className="font-semibold underline underline-offset-2">
              {t(`crisisCard.${line.key}.action`)}
            </a>
            <span className="block text-xs">{t(`crisisCard.${line.key}.what`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
