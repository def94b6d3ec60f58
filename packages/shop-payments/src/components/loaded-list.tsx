import { useTranslation } from '@aura/i18n-catalog';
import { Button, EmptyState, Spinner } from '@aura/ui-kit';
import type { ReactNode } from 'react';
import type { LoadStatus } from '../slice.ts';

export interface LoadedListProps {
  /** How the reading of the list went. */
  status: LoadStatus;
  /** How many items were read: none shows `emptyTitle`. */
  count: number;
  /** What an empty list says ("No orders yet"). */
  emptyTitle: string;
  /** Reads the list again, after a failure. */
  onRetry: () => void;
  /** The list itself, shown once read and not empty. */
  children: ReactNode;
}

/** The body of a page of the user's orders or refund reports: a spinner while it reads, a retry, or the list. */
export function LoadedList({ status, count, emptyTitle, onRetry, children }: LoadedListProps) {
  const { t } = useTranslation('base');
  if (status === 'failed')
    return (
      <EmptyState
        title={t('errors.generic')}
        action={
          <Button variant="secondary" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        }
      />
    );
  if (status !== 'ready')
    return (
      <p role="status" className="aura-shop-hint">
        <Spinner size="sm" />
      </p>
    );
  if (count === 0) return <EmptyState title={emptyTitle} />;
  return children;
}
