import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button.tsx';
import './icon-button.css';

export interface IconButtonProps extends Omit<
  ButtonProps,
  'children' | 'startIcon' | 'endIcon' | 'fullWidth' | 'asChild' | 'aria-label'
> {
  /** What the button does ("Hang up"), read by screen readers since the button shows no text. */
  label: string;
  /** The icon; it is hidden from assistive technology, the label speaks for it. */
  icon: ReactNode;
}

/** A round, icon-only button with the variants and sizes of `Button`. */
export function IconButton({ label, icon, loading = false, className, ...rest }: IconButtonProps) {
  return (
    <Button
      className={['aura-icon-button', className].filter(Boolean).join(' ')}
      aria-label={label}
      loading={loading}
      {...rest}
    >
      {!loading && (
        <span className="aura-icon-button-icon" aria-hidden="true">
          {icon}
        </span>
      )}
    </Button>
  );
}
