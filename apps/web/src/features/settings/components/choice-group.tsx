import { RadioGroup } from 'radix-ui';
import { useState, type KeyboardEvent } from 'react';
import { cn } from '@/components/ui/cn';

const ARROW_STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

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
  // Radix moves the focus with the arrow keys but checks the new option only if the key is still
  // down once the focus has moved, which a quick press (or a synthetic one) misses: the key
  // itself chooses here, the same option Radix focuses (next or previous, wrapping around).
  const chooseWithArrow = (event: KeyboardEvent) => {
    const step = ARROW_STEPS[event.key];
    if (!step) return;
    const current = options.indexOf(shown);
    choose(options[(current + step + options.length) % options.length]!);
  };
  return (
    <RadioGroup.Root
      aria-label={label}
      value={shown}
      onValueChange={choose}
      onKeyDown={chooseWithArrow}
      className="flex flex-wrap gap-2"
    >
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
