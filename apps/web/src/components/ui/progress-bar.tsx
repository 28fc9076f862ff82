import { cn } from './cn';

/** A progress bar with its value as text for assistive technologies. */
export function ProgressBar({
  value,
  label,
  valueText,
  className,
}: {
  value: number;
  label: string;
  valueText: string;
  className?: string;
}) {
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
      className={cn('h-2 overflow-hidden rounded-full bg-muted', className)}
    >
      <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${clamped}%` }} />
    </div>
  );
}
