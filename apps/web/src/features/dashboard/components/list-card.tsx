import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** A titled card listing short rows (a label and, at the right, a date), or a sentence when empty. */
export function ListCard({
  icon: Icon,
  title,
  empty,
  rows,
  footer,
}: {
  icon: LucideIcon;
  title: string;
  empty: string;
  rows: Array<{ key: string; label: ReactNode; aside: ReactNode }>;
  footer?: ReactNode;
}) {
  return (
    <Card className="space-y-3">
      <h3 className="flex items-center gap-2 font-semibold">
        <Icon aria-hidden="true" className="size-4 text-primary" />
        {title}
      </h3>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="space-y-2">
          {rows.map((row) => (
            <li key={row.key} className="flex justify-between gap-3 text-sm">
              <span>{row.label}</span>
              <span className="shrink-0 text-muted-foreground">{row.aside}</span>
            </li>
          ))}
        </ul>
      )}
      {footer}
    </Card>
  );
}
