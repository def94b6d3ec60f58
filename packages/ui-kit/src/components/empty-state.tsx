import type { ReactNode } from 'react';
import './empty-state.css';

export interface EmptyStateProps {
  /** A decorative illustration or icon; it is hidden from assistive technology. */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** What to do about it: a Button, say. */
  action?: ReactNode;
  /** The title's heading level, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** What a list or page shows when there is nothing in it yet, and what to do about it. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={['aura-empty-state', className].filter(Boolean).join(' ')}>
      {icon && (
        <span className="aura-empty-state-icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <Heading className="aura-empty-state-title">{title}</Heading>
      {description && <p className="aura-empty-state-description">{description}</p>}
      {action && <div className="aura-empty-state-action">{action}</div>}
    </section>
  );
}
