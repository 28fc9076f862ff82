import { RadioGroup } from 'radix-ui';
import { useState } from 'react';
import { cn } from '@/components/ui/cn';

/**
 * A radio group of the settings page (Radix): one tab stop on the chosen option, the arrow keys
 * move and choose, Space chooses. The choice shows at once; `value` (the saved setting) wins when
 * it changes.
 */
export function ChoiceGroup<T extends string>({
  label,
  options,
  value,
  onChange,
  text,
}: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  text: (value: T) => string;
}) {
  const [shown, setShown] = useState(value);
  const [saved, setSaved] = useState(value);
  if (value !== saved) {
    setSaved(value);
    setShown(value);
  }
  const choose = (next: string) => {
    const option = options.find((known) => known === next);
    if (!option || option === shown) return;
    setShown(option);
    onChange(option);
  };
  return (
    <RadioGroup.Root aria-label={label} value={shown} onValueChange={choose} className="flex flex-wrap gap-2">
      {options.map((option) => (
        <RadioGroup.Item
          key={option}
          value={option}
          className={cn(
            'rounded-lg border px-4 py-2 text-sm font-medium',
            'border-border bg-card hover:bg-muted',
            'data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground',
          )}
        >
          {text(option)}
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
