import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';

/** A label above its control; the control gets the id. */
export function FormField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}
