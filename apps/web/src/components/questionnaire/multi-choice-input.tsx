import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MultiChoiceQuestion } from '@va/core/questionnaire/definition';
import { cn } from '@/components/ui/cn';
import type { QuestionInputProps } from './question-input';

/** Toggle buttons (aria-pressed); once the maximum is reached, the others wait until one is released. */
export function MultiChoiceInput({
  question,
  value,
  onChange,
  labelledBy,
  language,
}: QuestionInputProps<MultiChoiceQuestion>) {
  const { t } = useTranslation();
  const chosen = new Set(value.choices ?? []);
  const full = question.maxChoices !== undefined && chosen.size >= question.maxChoices;
  const toggle = (id: string) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    // Kept in the questionnaire's order, whatever the order of clicks.
    onChange({ choices: question.options.map((option) => option.id).filter((option) => next.has(option)) });
  };
  return (
    <div role="group" aria-labelledby={labelledBy} aria-describedby={`${labelledBy}-hint`} className="space-y-3">
      <p id={`${labelledBy}-hint`} className="text-sm text-muted-foreground">
        {question.maxChoices === undefined
          ? t('questionnaire.multiHint')
          : t('questionnaire.multiHintMax', { count: question.maxChoices })}
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {question.options.map((option) => {
          const selected = chosen.has(option.id);
          return (
            <button
              key={option.id}
              type="button"
              aria-pressed={selected}
              disabled={full && !selected}
              onClick={() => toggle(option.id)}
              className={cn(
                'flex min-h-12 items-center gap-3 rounded-xl border px-4 py-2 text-left text-sm font-medium transition-colors disabled:opacity-50',
                selected ? 'border-primary bg-accent text-foreground' : 'border-border bg-card hover:bg-muted',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-5 shrink-0 items-center justify-center rounded-md border',
                  selected ? 'border-primary bg-primary text-primary-foreground' : 'border-border',
                )}
              >
                {selected ? <Check className="size-3.5" /> : null}
              </span>
              {option.label[language]}
            </button>
          );
        })}
      </div>
    </div>
  );
}
