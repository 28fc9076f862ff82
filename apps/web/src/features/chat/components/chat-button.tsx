import { MessageCircle } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

// The panel, its stream reader and dialog are downloaded at the first opening, not with the page (ADR 0033).
const ChatPanel = lazy(() => import('./chat-panel').then((module) => ({ default: module.ChatPanel })));

/** The floating button, bottom right on every dashboard page, that opens the assistant. */
export function ChatButton() {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        className="fixed right-5 bottom-5 z-30 size-14 rounded-full shadow-lg"
        size="icon"
        aria-label={t('open')}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <MessageCircle aria-hidden="true" className="size-6" />
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ChatPanel open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
