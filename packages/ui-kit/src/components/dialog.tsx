import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactElement } from 'react';
import { ModalFrame, type ModalFrameProps } from './modal-frame.tsx';
import './dialog.css';

export type DialogSize = 'sm' | 'md' | 'lg';

export interface DialogProps extends ModalFrameProps {
  /** Controlled open state; leave out (and use `defaultOpen` or `trigger`) to let the dialog keep its own. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (a Button, say); focus returns to it on close. */
  trigger?: ReactElement;
  size?: DialogSize;
}

/**
 * A modal dialog centred on the screen. Focus is trapped inside while it is open, Escape or the close button
 * closes it, and it is named by its title.
 */
export function Dialog({ open, defaultOpen, onOpenChange, trigger, size = 'md', ...frame }: DialogProps) {
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <ModalFrame contentClassName="aura-dialog" contentAttributes={{ 'data-size': size }} {...frame} />
    </RadixDialog.Root>
  );
}

export interface DialogCloseProps {
  /** One element (a Button) that closes the surrounding Dialog or Sheet when pressed. */
  children: ReactElement;
}

/** Makes its child close the Dialog or Sheet it sits in, after the child's own click handler runs. */
export function DialogClose({ children }: DialogCloseProps) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}
