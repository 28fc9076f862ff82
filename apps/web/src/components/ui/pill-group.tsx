import { cn } from './cn';

/** A row of filter buttons, one pressed at a time (aria-pressed says which, not only the colour). */
export function PillGroup<T extends string>({
  values,
  value,
  onChange,
  label,
  groupLabel,
}: {
  values: readonly T[];
  value: T;
  onChange: (value: T) => void;
  label: (value: T) => string;
  groupLabel?: string;
}) {
  return (
    <div role="group" aria-label={groupLabel} className="flex flex-wrap gap-2">
      {values.map((item) => (
        <button
          key={item}
          type="button"
          aria-pressed={value === item}
          onClick={() => onChange(item)}
          className={cn(
            'rounded-full border px-3 py-1.5 text-sm font-medium',
            value === item
              ? 'border-primary bg-primary text-primary-foreground'
              : 'border-border bg-card hover:bg-muted',
          )}
        >
          {label(item)}
        </button>
      ))}
    </div>
  );
}
