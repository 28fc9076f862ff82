import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, CloudOff, Star } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { answerInputOf } from '@va/core/onboarding/answers';
import {
  ONBOARDING_QUESTIONNAIRE,
  ONBOARDING_QUESTIONS,
  ONBOARDING_SESSIONS,
  TOTAL_QUESTIONS,
  TOTAL_SESSIONS,
} from '@va/core/onboarding/questionnaire';
import { canMoveOn, initialAnswer } from '@va/core/questionnaire/answer';
import { progressOf, resumeIndex } from '@va/core/questionnaire/progress';
import { QuestionInput } from '@/components/questionnaire/question-input';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FullPageSpinner } from '@/components/ui/spinner';
import { readPending } from '@/lib/answer-queue/pending-answers';
import { isFinalRefusal, saveAnswer } from '@/lib/answer-queue/send-answers';
import { useAnswerSync } from '@/lib/answer-queue/use-answer-sync';
import { currentLanguage } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { refreshPointsViews } from '@/lib/query-keys';
import { useSession } from '@/lib/session';
import { STORAGE_KEYS, writeStorage } from '@/lib/storage-keys';
import { useErrorMessage } from '@/lib/use-error-message';
import { onboardingQuery, useOnboarding } from '../api/get-onboarding';
import { onboardingQueue, putOnboardingAnswer } from '../api/save-answer';
import type { AnswerInput } from '@va/core/onboarding/answers';
import type { OnboardingState, SaveAnswerResult } from '@va/core/onboarding/contract';
import { BonusCelebration } from './bonus-celebration';

/** Server answers, with what this device has not sent yet on top. */
function restoreDrafts(state: OnboardingState, userId: string): Record<string, AnswerInput> {
  const drafts: Record<string, AnswerInput> = {};
  for (const answer of state.answers) drafts[answer.questionId] = answerInputOf(answer);
  return { ...drafts, ...readPending(onboardingQueue(userId)) };
}

/** `/onboarding`: the 12 questions, one at a time, resumed where the person stopped (spec part 1 §2, §4). */
export function OnboardingScreen() {
  const { t } = useTranslation('onboarding');
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const language = currentLanguage();
  const userId = useSession().data?.user.id;
  const state = useOnboarding();
  const [drafts, setDrafts] = useState<Record<string, AnswerInput> | null>(null);
  const [committed, setCommitted] = useState<Record<string, AnswerInput>>({});
  const [index, setIndex] = useState(0);
  const [points, setPoints] = useState(0);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<unknown>(null);
  const [bonus, setBonus] = useState<{ points: number; session: number } | null>(null);
  const [finishing, setFinishing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // Set when the person moves to another question: its heading takes the focus once shown (after
  // the bonus moment, if one is on screen), so that keyboard and screen reader users land on it.
  const focusQuestion = useRef(false);
  const dismissBonus = useCallback(() => setBonus(null), []);

  const onSent = useCallback(
    (result: SaveAnswerResult) => {
      setPoints(result.points);
      if (finishing && result.summary.completionRate === 100) navigate(paths.analysis);
    },
    [finishing, navigate],
  );
  const { pendingCount, sync, refresh } = useAnswerSync({
    questionnaire: ONBOARDING_QUESTIONNAIRE,
    userId,
    send: putOnboardingAnswer,
    onSent,
  });

  // Once loaded: restore answers (server, then this device's unsent ones) and resume there.
  if (state.data && userId && drafts === null) {
    const restored = restoreDrafts(state.data, userId);
    setDrafts(restored);
    setCommitted(restored);
    setIndex(resumeIndex(ONBOARDING_QUESTIONNAIRE, restored));
    setPoints(state.data.points);
  }
  useEffect(() => {
    if (!focusQuestion.current || bonus) return;
    focusQuestion.current = false;
    heading.current?.focus();
  }, [index, bonus]);

  const sessionId = state.data?.sessionId;
  useEffect(() => {
    if (!sessionId) return;
    writeStorage(STORAGE_KEYS.onboardingSessionId, sessionId);
    void sync();
  }, [sessionId, sync]);

  if (state.isError) {
    return (
      <main id="main" className="flex min-h-dvh items-center justify-center p-4">
        <Card className="max-w-md space-y-4 text-center">
          <Alert>{t('loadError')}</Alert>
          <Button onClick={() => void state.refetch()}>{t('retry')}</Button>
        </Card>
      </main>
    );
  }
  if (!drafts || !userId) return <FullPageSpinner label={t('common:loading')} />;

  const question = ONBOARDING_QUESTIONS[index]!;
  const session = ONBOARDING_SESSIONS[question.session - 1]!;
  const value: AnswerInput = drafts[question.id] ?? initialAnswer(question);
  const valid = canMoveOn(question, value);
  // Progress counts answers given with 'Suivant' (saved or queued), not an edit in progress.
  const progress = progressOf(ONBOARDING_QUESTIONNAIRE, committed).percent;
  const isLast = index === TOTAL_QUESTIONS - 1;
  const promptId = `question-${question.id}`;

  const setValue = (next: AnswerInput) => setDrafts({ ...drafts, [question.id]: next });
  const goTo = (target: number) => {
    focusQuestion.current = true;
    setIndex(target);
  };

  async function next() {
    if (!valid || !userId) return;
    setRefusal(null);
    setSaving(true);
    setDrafts({ ...drafts!, [question.id]: value });
    setCommitted({ ...committed, [question.id]: value });
    try {
      const result = await saveAnswer(onboardingQueue(userId), putOnboardingAnswer, question.id, value);
      setPoints(result.points);
      void queryClient.invalidateQueries({ queryKey: onboardingQuery.queryKey, refetchType: 'none' });
      if (result.awarded > 0) void refreshPointsViews(queryClient);
      if (result.awarded > 0) setBonus({ points: result.awarded, session: question.session });
      if (isLast) {
        if (result.summary.completionRate === 100) {
          navigate(paths.analysis);
          return;
        }
        // Earlier answers are still on the way: the summary waits for the server to have all 12.
        setFinishing(true);
        void sync();
      }
    } catch (error) {
      if (isFinalRefusal(error)) {
        setRefusal(error);
        return;
      }
      // Saved on this device; sent as soon as possible. A failed save does not block advancing.
      if (isLast) setFinishing(true);
      void sync();
    } finally {
      setSaving(false);
      refresh();
    }
    if (!isLast) goTo(index + 1);
  }

  return (
    <div className="min-h-dvh">
      {bonus ? <BonusCelebration points={bonus.points} session={bonus.session} onDone={dismissBonus} /> : null}
      <header className="border-b border-border bg-card">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-4 px-4 py-3">
          <p className="font-semibold">{t('sessionOf', { current: session.number, total: TOTAL_SESSIONS })}</p>
          <p className="inline-flex items-center gap-1.5 rounded-full bg-accent px-3 py-1 text-sm font-semibold text-primary">
            <Star aria-hidden="true" className="size-4" />
            <span aria-hidden="true">{t('points', { count: points })}</span>
            <span className="sr-only">{t('pointsLabel', { count: points })}</span>
          </p>
        </div>
        <div className="mx-auto max-w-3xl px-4 pb-3">
          <div
            role="progressbar"
            aria-label={t('progressLabel')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            aria-valuetext={`${progress} %`}
            className="h-2 overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${progress}%` }} />
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-3xl space-y-6 px-4 py-8">
        <div className="space-y-1">
          <p className="text-sm font-medium text-primary">{session.title[language]}</p>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t('questionOf', { current: index + 1, total: TOTAL_QUESTIONS })}
          </p>
        </div>
        <Card className="space-y-5">
          <div className="space-y-1">
            <h1 ref={heading} id={promptId} tabIndex={-1} className="text-xl font-semibold leading-snug">
              {question.prompt[language]}
            </h1>
            <p className="text-sm text-muted-foreground">{question.help[language]}</p>
          </div>
          <QuestionInput
            key={question.id}
            question={question}
            value={value}
            onChange={setValue}
            labelledBy={promptId}
            language={language}
          />
        </Card>
        {refusal ? <Alert>{errorMessage(refusal)}</Alert> : null}
        {pendingCount > 0 ? (
          <p role="status" className="flex items-start gap-2 text-sm text-muted-foreground">
            <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {finishing ? t('save.waitingBeforeSummary') : t('save.offline')}
          </p>
        ) : null}
        <div className="flex items-center justify-between gap-3">
          <Button variant="secondary" disabled={index === 0 || saving} onClick={() => goTo(index - 1)}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('previous')}
          </Button>
          <Button disabled={!valid || saving} onClick={() => void next()}>
            {isLast ? t('finish') : t('next')}
            {isLast ? null : <ArrowRight aria-hidden="true" className="size-4" />}
          </Button>
        </div>
        {state.data?.summary.completionRate === 100 ? (
          <p className="text-center text-sm text-muted-foreground">
            {t('completed.text')}{' '}
            <Link to={paths.summary} className="font-medium text-primary underline underline-offset-2">
              {t('completed.link')}
            </Link>
          </p>
        ) : null}
      </main>
    </div>
  );
}
