import type { Language } from '@va/core/language';
import { textMaxLength, type AnswerInput } from '@va/core/questionnaire/answer';
import type { Question, TextQuestion } from '@va/core/questionnaire/definition';
import { MultiChoiceInput } from './multi-choice-input';
import { ScaleInput } from './scale-input';
import { SingleChoiceInput } from './single-choice-input';

export interface QuestionInputProps<Q extends Question = Question> {
  question: Q;
  value: AnswerInput;
  onChange: (value: AnswerInput) => void;
  /** The id of the element showing the prompt: it names the control. */
  labelledBy: string;
  language: Language;
}

/**
 * The control of any question of the engine: toggles for a multi-choice, a radio group for a
 * single choice, a text area, or a slider. The screen around it shows the prompt and moves on.
 */
export function QuestionInput({ question, ...props }: QuestionInputProps) {
  switch (question.kind) {
    case 'multi':
      return <MultiChoiceInput question={question} {...props} />;
    case 'single':
      return <SingleChoiceInput question={question} {...props} />;
    case 'scale':
      return <ScaleInput question={question} {...props} />;
    case 'text':
      return <TextInput question={question} {...props} />;
  }
}

function TextInput({ question, value, onChange, labelledBy, language }: QuestionInputProps<TextQuestion>) {
  return (
    <textarea
      aria-labelledby={labelledBy}
      value={value.text ?? ''}
      maxLength={textMaxLength(question)}
      placeholder={question.placeholder?.[language]}
      onChange={(event) => onChange({ text: event.target.value })}
      rows={6}
      className="w-full resize-y rounded-xl border border-border bg-card p-3 text-base text-foreground placeholder:text-muted-foreground"
    />
  );
}
