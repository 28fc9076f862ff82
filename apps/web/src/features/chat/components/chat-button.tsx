import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ChatPanel } from './chat-panel';

/** The floating button, bottom right on every dashboard page, that opens the assistant. */
export function ChatButton() {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        className="fixed right-5 bottom-5 z-30 size-14 rounded-full shadow-lg"
        size="icon"
        aria-label={t('open')}
        onClick={() => setOpen(true)}
      >
        <MessageCircle aria-hidden="true" className="size-6" />
      </Button>
      <ChatPanel open={open} onOpenChange={setOpen} />
    </>
  );
}
