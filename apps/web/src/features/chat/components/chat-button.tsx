import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ChatPanel } from './chat-panel';

/**
 * The floating button, bottom right on every dashboard page, that opens the assistant (the dashboard's
 * footer leaves room for it below « Support »).
 */
export function ChatButton() {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState(false);
  // The panel's trigger: the panel opens from it and gives the focus back to it when it closes.
  return (
    <ChatPanel
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button
          className="fixed right-5 bottom-5 z-30 size-14 rounded-full shadow-lg"
          size="icon"
          aria-label={t('open')}
        >
          <MessageCircle aria-hidden="true" className="size-6" />
        </Button>
      }
    />
  );
}
