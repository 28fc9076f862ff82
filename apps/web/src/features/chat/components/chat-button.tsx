import { MessageCircle } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

// The panel, its stream reader and dialog are downloaded at the first opening, not with the page (ADR 0033).
const ChatPanel = lazy(() => import('./chat-panel').then((module) => ({ default: module.ChatPanel })));

/**
 * The floating button, bottom right on every dashboard page, that opens the assistant (the dashboard's
 * footer leaves room for it below « Support »).
 */
export function ChatButton() {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const button = (onClick?: () => void) => (
    <Button
      className="fixed right-5 bottom-5 z-30 size-14 rounded-full shadow-lg"
      size="icon"
      aria-label={t('open')}
      onClick={onClick}
    >
      <MessageCircle aria-hidden="true" className="size-6" />
    </Button>
  );
  if (!opened) {
    return button(() => {
      setOpened(true);
      setOpen(true);
    });
  }
  // Once loaded, the button is the panel's trigger: the panel gives the focus back to it when it closes.
  return (
    <Suspense fallback={button()}>
      <ChatPanel open={open} onOpenChange={setOpen} trigger={button()} />
    </Suspense>
  );
}
