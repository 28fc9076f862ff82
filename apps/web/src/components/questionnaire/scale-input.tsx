import { useTranslation } from 'react-i18next';
import { initialAnswer, scaleStep } from '@va/core/questionnaire/answer';
import type { ScaleQuestion } from '@va/core/questionnaire/definition';
import type { QuestionInputProps } from './question-input';

/** A slider from min to max by its step; the value is also said in words ("3 sur 10", and the point's label). */
export function ScaleInput({ question, value, onChange, labelledBy, language }: QuestionInputProps<ScaleQuestion>) {
  const { t } = useTranslation();
  const scale = value.scale ?? initialAnswer(question).scale!;
  const pointLabel = question.pointLabels?.find((point) => point.value === scale)?.label[language];
  const valueText = pointLabel
    ? t('questionnaire.scaleValueLabelled', { value: scale, max: question.max, label: pointLabel })
    : t('questionnaire.scaleValue', { value: scale, max: question.max });
  return (
    <div className="space-y-4">
      <div aria-hidden="true" className="text-center">
        <p className="text-4xl font-bold text-primary">{scale}</p>
        {pointLabel ? <p className="text-sm font-medium">{pointLabel}</p> : null}
      </div>
      <input
        type="range"
        min={question.min}
        max={question.max}
        step={scaleStep(question)}
        value={scale}
        aria-labelledby={labelledBy}
        aria-valuetext={valueText}
        onChange={(event) => onChange({ scale: Number(event.target.value) })}
        className="w-full accent-[var(--primary)]"
      />
      <div className="flex justify-between text-sm text-muted-foreground">
        <span>
          {question.min} · {question.minLabel[language]}
        </span>
        <span>
          {question.max} · {question.maxLabel[language]}
        </span>
      </div>
    </div>
  );
}
