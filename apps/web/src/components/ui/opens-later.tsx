import { Suspense, useState, type ReactElement, type ReactNode } from 'react';

/** What a lazy panel is given: its state, and the button to wrap in its own Trigger. */
export interface LaterPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactElement;
}

/** The props of the button while its panel is not loaded: those Radix gives a closed trigger. */
export interface ClosedTriggerProps {
  onClick?: () => void;
  'aria-haspopup'?: 'menu' | 'dialog';
  'aria-expanded'?: false;
}

/**
 * A control whose panel — a menu, a popover, a dialog, with Radix — is downloaded and drawn at its
 * first opening, like the chat's: the page's first paint carries the button only, and no task
 * after it evaluates code nobody has asked for yet (Lighthouse, ADR 0033). Once loaded, the same
 * button is the panel's trigger, so focus returns to it when the panel closes.
 */
export function OpensLater({
  popup,
  trigger,
  panel,
}: {
  /** What the panel is, for assistive technologies (as Radix's trigger says it). */
  popup: 'menu' | 'dialog';
  trigger: (props: ClosedTriggerProps) => ReactElement;
  panel: (props: LaterPanelProps) => ReactNode;
}) {
  const [loaded, setLoaded] = useState(false);
  const [open, setOpen] = useState(false);
  const closed = { 'aria-haspopup': popup, 'aria-expanded': false } as const;
  if (!loaded) {
    const onClick = () => {
      setLoaded(true);
      setOpen(true);
    };
    return trigger({ ...closed, onClick });
  }
  return <Suspense fallback={trigger(closed)}>{panel({ open, onOpenChange: setOpen, trigger: trigger({}) })}</Suspense>;
}
