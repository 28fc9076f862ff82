import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { LaterPanelProps } from '@/components/ui/opens-later';
import { ACCOUNT_NAV, Brand, NavLinks } from './dashboard-nav';

/** The phone's menu panel, from the right: the sidebar's destinations and the account's. */
export function MobileMenuPanel({ open, onOpenChange, trigger }: LaterPanelProps) {
  const { t } = useTranslation('dashboard');
  const close = () => onOpenChange(false);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <DialogPrimitive.Content className="fixed inset-y-0 right-0 z-50 flex w-72 max-w-[85vw] flex-col gap-6 border-l border-border bg-card p-5 shadow-xl motion-safe:animate-[slide-in-right_200ms_ease-out]">
          <DialogPrimitive.Title className="sr-only">{t('shell.nav.label')}</DialogPrimitive.Title>
          <DialogPrimitive.Description className="sr-only">{t('shell.nav.label')}</DialogPrimitive.Description>
          <div className="flex items-center justify-between">
            <Brand />
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t('shell.closeMenu')}>
                <X aria-hidden="true" className="size-5" />
              </Button>
            </DialogPrimitive.Close>
          </div>
          <nav aria-label={t('shell.nav.label')} className="space-y-4">
            <NavLinks onNavigate={close} />
            <div className="border-t border-border pt-4">
              <NavLinks entries={ACCOUNT_NAV} onNavigate={close} />
            </div>
          </nav>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
