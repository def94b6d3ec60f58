import './spinner.css';

export interface SpinnerProps {
  /** What is loading, read by screen readers. Leave out only when the spinner is decorative. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** An indeterminate progress indicator; with a label it is a live status region. */
export function Spinner({ label, size = 'md', className }: SpinnerProps) {
  const classes = ['aura-spinner', className].filter(Boolean).join(' ');
  if (!label) return <span className={classes} data-size={size} aria-hidden="true" />;
  return (
    <span role="status" className="aura-spinner-status">
      <span className={classes} data-size={size} aria-hidden="true" />
      <span className="aura-visually-hidden">{label}</span>
    </span>
  );
}
