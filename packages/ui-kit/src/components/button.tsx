import { Slot, Slottable } from '@radix-ui/react-slot';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Spinner } from './spinner.tsx';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, keeps the label, and ignores presses until the work is done. */
  loading?: boolean;
  fullWidth?: boolean;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  /** Render the child element (a link, say) with the button's look and behaviour. */
  asChild?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  startIcon,
  endIcon,
  asChild = false,
  className,
  disabled,
  type,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  const inactive = disabled || loading;
  return (
    <Component
      className={['aura-button', className].filter(Boolean).join(' ')}
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth || undefined}
      // Busy buttons stay focusable (aria-disabled) so focus is not lost while the work runs.
      disabled={asChild ? undefined : disabled}
      aria-disabled={inactive || undefined}
      aria-busy={loading || undefined}
      type={asChild ? undefined : (type ?? 'button')}
      onClick={(event) => {
        if (inactive) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...rest}
    >
      {loading ? <Spinner size="sm" /> : startIcon && <span className="aura-button-icon">{startIcon}</span>}
      <Slottable>{children}</Slottable>
      {endIcon && <span className="aura-button-icon">{endIcon}</span>}
    </Component>
  );
}
