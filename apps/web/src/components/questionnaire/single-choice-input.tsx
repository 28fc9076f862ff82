import { RadioGroup } from 'radix-ui';
import type { SingleChoiceQuestion } from '@va/core/questionnaire/definition';
import type { QuestionInputProps } from './question-input';

/**
 * A radio group (Radix): Tab reaches the chosen option (or the first), the arrow keys move and
 * choose, Space chooses. The option's id is the answer (ADR 0012).
 */
export function SingleChoiceInput({
  question,
  value,
  onChange,
  labelledBy,
  language,
}: QuestionInputProps<SingleChoiceQuestion>) {
  return (
    <RadioGroup.Root
      aria-labelledby={labelledBy}
      value={value.choices?.[0] ?? null}
      onValueChange={(id) => onChange({ choices: [id] })}
      className="grid gap-2"
    >
      {question.options.map((option) => (
        <RadioGroup.Item
          key={option.id}
          value={option.id}
          className="group flex min-h-12 items-center gap-3 rounded-xl border border-border bg-card px-4 py-2 text-left text-sm font-medium transition-colors hover:bg-muted data-[state=checked]:border-primary data-[state=checked]:bg-accent"
        >
          <span
            aria-hidden="true"
            className="flex size-5 shrink-0 items-center justify-center rounded-full border border-border group-data-[state=checked]:border-primary"
          >
            <RadioGroup.Indicator className="size-2.5 rounded-full bg-primary" />
          </span>
          {option.label[language]}
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
