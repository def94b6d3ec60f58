import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactElement } from 'react';
import { useIsMobile } from '../viewport.ts';
import { DialogClose } from './dialog.tsx';
import { ModalFrame, type ModalFrameProps } from './modal-frame.tsx';
import './sheet.css';

export type SheetSide = 'bottom' | 'right';

export interface SheetProps extends ModalFrameProps {
  /** Controlled open state; leave out (and use `defaultOpen` or `trigger`) to let the sheet keep its own. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the sheet; focus returns to it on close. */
  trigger?: ReactElement;
  /** The edge it slides in from on tablets and desktops. Phones always get a bottom sheet. */
  side?: SheetSide;
}

/**
 * A modal drawer that slides in from an edge. It is a dialog underneath: focus is trapped, Escape and the close
 * button close it, and it is named by its title.
 */
export function Sheet({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  side: preferredSide = 'bottom',
  ...frame
}: SheetProps) {
  const side = useIsMobile() ? 'bottom' : preferredSide;
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <ModalFrame
        contentClassName="aura-sheet"
        contentAttributes={{ 'data-side': side }}
        decoration={side === 'bottom' && <div className="aura-sheet-handle" aria-hidden="true" />}
        {...frame}
      />
    </RadixDialog.Root>
  );
}

/** Makes its child close the Sheet it sits in (the same as `DialogClose`). */
export const SheetClose = DialogClose;
