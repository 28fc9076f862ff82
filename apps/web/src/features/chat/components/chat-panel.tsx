import { Bot, Send, Trash2, X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_MAX_LENGTH } from '@va/core/chat/contract';
import { AI_DISCLAIMER, CHAT_ERROR_MESSAGES, welcomeMessage } from '@va/core/chat/messages';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { currentLanguage } from '@/lib/i18n';
import { useErrorMessage } from '@/lib/use-error-message';
import { useQueryClient } from '@tanstack/react-query';
import { chatHistoryQuery, sendChatMessage, useChatHistory, useClearChat } from '../api/chat';
import { CrisisCard } from './crisis-card';
import { ReplyText } from './reply-text';
import type { ChatMessageView } from '@va/core/chat/contract';
import type { ErrorCode } from '@va/core/errors';

const TEXTAREA_MAX_HEIGHT = 120;

type ShownMessage = Pick<ChatMessageView, 'type' | 'content' | 'language'> & { crisis?: boolean };

function Bubble({
  message,
  label,
  onAsk,
}: {
  message: ShownMessage;
  label: string;
  /** Asks a question the reply names (the guide's « Voir aussi »). */
  onAsk?: (question: string) => void;
}) {
  return (
    <li className={cn('flex', message.type === 'user' ? 'justify-end' : 'justify-start')}>
      <div
        lang={message.language}
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-2 text-sm leading-relaxed whitespace-pre-wrap',
          message.type === 'user' && 'bg-primary text-primary-foreground',
          message.type === 'bot' && 'bg-muted text-foreground',
          message.type === 'error' && 'border border-destructive/40 bg-destructive-soft text-destructive',
        )}
      >
        <span className="sr-only">{label}. </span>
        {message.crisis ? <CrisisCard /> : null}
        {message.type === 'bot' ? <ReplyText text={message.content} onAsk={onAsk} /> : message.content}
      </div>
    </li>
  );
}

/**
 * 'Assistant QVCT' (spec part 2 §2): history kept on the server, answers streamed as they come.
 * `trigger` is the button that opens it; the focus goes back to it when the panel closes.
 */
export function ChatPanel({
  open,
  onOpenChange,
  trigger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactNode;
}) {
  const { t } = useTranslation('chat');
  const errorMessage = useErrorMessage();
  const language = currentLanguage();
  const queryClient = useQueryClient();
  const history = useChatHistory(open);
  const clear = useClearChat();
  const [draft, setDraft] = useState('');
  const [waiting, setWaiting] = useState(false);
  const [pending, setPending] = useState<ShownMessage[]>([]);
  const [streaming, setStreaming] = useState<string | null>(null);
  // The reply under way answers a message the crisis rule flagged: its card shows from the start.
  const [streamingCrisis, setStreamingCrisis] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const messages = history.data?.messages ?? [];

  // Keep the newest message in view (spec: auto-scroll).
  // A reply with the crisis card shows the card, at its top, rather than the reply's last line.
  useEffect(() => {
    const last = list.current?.lastElementChild;
    const card = last?.querySelector('[data-testid="crisis-card"]');
    if (card) card.scrollIntoView({ block: 'start' });
    else last?.scrollIntoView({ block: 'end' });
  }, [messages.length, pending.length, streaming, streamingCrisis, waiting]);

  // The text box grows with its content, up to 120 px.
  useEffect(() => {
    const element = textarea.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, TEXTAREA_MAX_HEIGHT)}px`;
  }, [draft]);

  async function send(asked?: string) {
    const message = (asked ?? draft).trim();
    if (!message || waiting) return;
    if (asked === undefined) setDraft('');
    setWaiting(true);
    setPending([{ type: 'user', content: message, language }]);
    let text = '';
    // The server could not keep this turn (`failed`): its message is shown here, not in the history.
    let failure: ErrorCode | undefined;
    const showError = (content: string) => {
      setPending((current) => [...current, { type: 'error', content, language }]);
      setStreaming(null);
      setStreamingCrisis(false);
      setWaiting(false);
    };
    try {
      await sendChatMessage(message, language, (event) => {
        if (event.type === 'start') setStreamingCrisis(event.crisis);
        if (event.type === 'delta') {
          text += event.text;
          setStreaming(text);
        }
        if (event.type === 'failed') failure = event.code;
      });
    } catch {
      showError(CHAT_ERROR_MESSAGES.http[language]);
      return;
    }
    if (failure) {
      showError(errorMessage(failure));
      return;
    }
    await queryClient.invalidateQueries({ queryKey: chatHistoryQuery.queryKey });
    setPending([]);
    setStreaming(null);
    setStreamingCrisis(false);
    setWaiting(false);
    textarea.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  }

  const label = (type: ChatMessageView['type']) =>
    type === 'user' ? t('you') : type === 'bot' ? t('assistant') : t('error');

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay data-testid="chat-overlay" className="fixed inset-0 z-40 bg-black/30" />
        <DialogPrimitive.Content
          // The text box, not the close button, has the focus when the panel opens: one writes first.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            textarea.current?.focus();
          }}
          className="fixed right-0 bottom-0 z-50 flex outline-none h-[min(42rem,100dvh)] w-full flex-col border border-border bg-card shadow-2xl sm:right-5 sm:bottom-5 sm:w-[26rem] sm:rounded-2xl"
        >
          <header className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
            <div className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className="flex size-8 items-center justify-center rounded-full bg-accent text-primary"
              >
                <Bot className="size-4" />
              </span>
              <div>
                <DialogPrimitive.Title className="font-semibold">{t('title')}</DialogPrimitive.Title>
                <DialogPrimitive.Description className="text-xs text-muted-foreground">
                  {AI_DISCLAIMER[language]}
                </DialogPrimitive.Description>
              </div>
            </div>
            <div className="flex items-center">
              {messages.length > 0 ? (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('clear')}
                  disabled={waiting}
                  onClick={() => clear.mutate(undefined)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              ) : null}
              <DialogPrimitive.Close asChild>
                <Button variant="ghost" size="icon" aria-label={t('close')}>
                  <X aria-hidden="true" className="size-5" />
                </Button>
              </DialogPrimitive.Close>
            </div>
          </header>

          {/* Focusable, so that a long conversation scrolls with the keyboard too (WCAG 2.1.1). */}
          <ul
            ref={list}
            tabIndex={0}
            aria-live="polite"
            aria-label={t('title')}
            className="flex-1 space-y-3 overflow-y-auto px-4 py-4 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
          >
            {messages.length === 0 && pending.length === 0 ? (
              <Bubble message={{ type: 'bot', content: welcomeMessage(language), language }} label={t('assistant')} />
            ) : null}
            {messages.map((message) => (
              <Bubble
                key={message.id}
                message={message}
                label={label(message.type)}
                onAsk={(question) => void send(question)}
              />
            ))}
            {pending.map((message, index) => (
              <Bubble key={`pending-${index}`} message={message} label={label(message.type)} />
            ))}
            {streaming || streamingCrisis ? (
              <Bubble
                message={{ type: 'bot', content: streaming ?? '', language, crisis: streamingCrisis }}
                label={t('assistant')}
              />
            ) : null}
            {waiting && !streaming ? (
              <li role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
                <span aria-hidden="true" className="flex gap-1">
                  {[0, 1, 2].map((dot) => (
                    <span
                      key={dot}
                      className="size-2 rounded-full bg-muted-foreground/60 motion-safe:animate-bounce"
                      style={{ animationDelay: `${dot * 150}ms` }}
                    />
                  ))}
                </span>
                {t('typing')}
              </li>
            ) : null}
          </ul>

          <form
            className="flex items-end gap-2 border-t border-border p-3"
            onSubmit={(event) => {
              event.preventDefault();
              void send();
            }}
          >
            <label htmlFor="chat-input" className="sr-only">
              {t('inputLabel')}
            </label>
            <textarea
              id="chat-input"
              ref={textarea}
              rows={1}
              value={draft}
              maxLength={CHAT_MAX_LENGTH}
              disabled={waiting}
              placeholder={t('placeholder')}
              aria-describedby="chat-hint"
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onKeyDown}
              className="max-h-[120px] min-h-10 flex-1 resize-none rounded-xl border border-border bg-background px-3 py-2 text-sm text-foreground"
            />
            <span id="chat-hint" className="sr-only">
              {t('hint')}
            </span>
            <Button type="submit" disabled={!draft.trim() || waiting}>
              <Send aria-hidden="true" className="size-4" />
              {t('send')}
            </Button>
          </form>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
