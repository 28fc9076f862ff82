import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { OnboardingQuestion as Question } from '@va/core/onboarding/questionnaire';
import { TEXT_ANSWER_MAX_LENGTH, type AnswerInput } from '@va/core/questionnaire/answer';
import { cn } from '@/components/ui/cn';

interface Props {
  question: Question;
  value: AnswerInput;
  onChange: (value: AnswerInput) => void;
  labelledBy: string;
  language: 'fr' | 'en';
}

/** The control of one question: toggles for a multi-choice, a text area, or a 1–10 slider. */
export function QuestionInput({ question, value, onChange, labelledBy, language }: Props) {
  const { t } = useTranslation('onboarding');

  if (question.kind === 'multi') {
    const chosen = new Set(value.choices ?? []);
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
          {t('multiHint')}
        </p>
        <div className="grid gap-2 sm:grid-cols-2">
          {question.options.map((option) => {
            const selected = chosen.has(option.id);
            return (
              <button
                key={option.id}
                type="button"
                aria-pressed={selected}
                onClick={() => toggle(option.id)}
                className={cn(
                  'flex min-h-12 items-center gap-3 rounded-xl border px-4 py-2 text-left text-sm font-medium transition-colors',
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

  if (question.kind === 'text') {
    return (
      <textarea
        aria-labelledby={labelledBy}
        value={value.text ?? ''}
        maxLength={TEXT_ANSWER_MAX_LENGTH}
        placeholder={question.placeholder[language]}
        onChange={(event) => onChange({ text: event.target.value })}
        rows={6}
        className="w-full resize-y rounded-xl border border-border bg-card p-3 text-base text-foreground placeholder:text-muted-foreground"
      />
    );
  }

  const scale = value.scale ?? question.min;
  return (
    <div className="space-y-4">
      <p className="text-center text-4xl font-bold text-primary" aria-hidden="true">
        {scale}
      </p>
      <input
        type="range"
        min={question.min}
        max={question.max}
        step={1}
        value={scale}
        aria-labelledby={labelledBy}
        aria-valuetext={t('scaleValue', { value: scale })}
        onChange={(event) => onChange({ scale: Number(event.target.value) })}
        className="w-full accent-[var(--primary)]"
      />
      <div className="flex justify-between text-sm text-muted-foreground">
        <span>1 · {question.minLabel[language]}</span>
        <span>10 · {question.maxLabel[language]}</span>
      </div>
    </div>
  );
}
