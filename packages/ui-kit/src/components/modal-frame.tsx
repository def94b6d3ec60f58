// The inside of every modal surface (Dialog, Sheet): overlay, titled content, close button, body and footer.
// Radix Dialog supplies the focus trap, Escape to close, aria-modal and the title and description links.
import * as RadixDialog from '@radix-ui/react-dialog';
import type { HTMLAttributes, ReactNode } from 'react';
import { CloseGlyph } from './glyphs.tsx';
import { IconButton } from './icon-button.tsx';
import './modal-frame.css';

export interface ModalFrameProps {
  /** Names the surface for assistive technology (aria-labelledby) and heads it visually. */
  title: ReactNode;
  /** Read after the title when the surface opens (aria-describedby). */
  description?: ReactNode;
  /** The close button's accessible name ("Close"). */
  closeLabel: string;
  /**
   * Whether the header has its close button (X); true by default. Leave it out (false) when a footer action does
   * what closing does, so two buttons do not share one name: Escape still closes.
   */
  closeButton?: boolean;
  /** Actions along the bottom edge; wrap one in `DialogClose` to close on press. */
  footer?: ReactNode;
  children?: ReactNode;
  className?: string;
}

type DataAttributes = { [key: `data-${string}`]: string | undefined };

interface ModalFrameImplProps extends ModalFrameProps {
  contentClassName: string;
  contentAttributes?: DataAttributes & Pick<HTMLAttributes<HTMLDivElement>, 'style'>;
  /** Drawn above the header (a sheet's grab handle). */
  decoration?: ReactNode;
}

export function ModalFrame({
  title,
  description,
  closeLabel,
  closeButton = true,
  footer,
  children,
  className,
  contentClassName,
  contentAttributes,
  decoration,
}: ModalFrameImplProps) {
  // Without a description, say so to Radix explicitly so the content is not described by a missing element.
  const describedBy = description ? {} : { 'aria-describedby': undefined };
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="aura-modal-overlay" />
      <RadixDialog.Content
        className={[contentClassName, className].filter(Boolean).join(' ')}
        {...describedBy}
        {...contentAttributes}
        // Radix stops pointer input to the page (the body) as the surface opens, and lets it back in for the surface
        // only on its next render: a press in between (a quick tap, a play function on a loaded machine) went
        // nowhere. The surface takes pointer input from its first frame; above it, a newer surface's overlay (which
        // Radix lets take pointer input) still covers it.
        style={{ pointerEvents: 'auto', ...contentAttributes?.style }}
      >
        {decoration}
        <div className="aura-modal-header">
          <RadixDialog.Title className="aura-modal-title">{title}</RadixDialog.Title>
          {closeButton && (
            <RadixDialog.Close asChild>
              <IconButton
                className="aura-modal-close"
                variant="ghost"
                size="sm"
                label={closeLabel}
                icon={<CloseGlyph />}
              />
            </RadixDialog.Close>
          )}
        </div>
        {description && (
          <RadixDialog.Description className="aura-modal-description">{description}</RadixDialog.Description>
        )}
        {children !== undefined && <div className="aura-modal-body">{children}</div>}
        {footer && <div className="aura-modal-footer">{footer}</div>}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
