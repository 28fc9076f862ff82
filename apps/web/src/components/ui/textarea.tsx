import type { TextareaHTMLAttributes } from 'react';
import { cn } from './cn';

/** A multi-line field styled as Input (an invalid one gets the red border). */
export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <textarea
      className={cn(
        'w-full rounded-lg border border-border bg-card p-3 text-base text-foreground aria-[invalid=true]:border-destructive',
        className,
      )}
      {...props}
    />
  );
}
