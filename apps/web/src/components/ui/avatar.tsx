import { cn } from './cn';

/** The profile photo, or the initials when there is none. */
export function Avatar({
  src,
  name,
  alt,
  className,
}: {
  src: string | null | undefined;
  name: string;
  alt: string;
  className?: string;
}) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
  return (
    <span
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-accent text-sm font-semibold text-primary',
        className,
      )}
    >
      {src ? (
        <img src={src} alt={alt} className="size-full object-cover" />
      ) : (
        <span aria-hidden="true">{initials || '·'}</span>
      )}
    </span>
  );
}
