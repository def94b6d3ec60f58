import type { HostCard as HostCardData } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';
import { Button, EmptyState, Skeleton, useViewport } from '@aura/ui-kit';
import type { ReactNode } from 'react';
import type { LoadStatus } from '../slice.ts';
import { HostCard } from './host-card.tsx';
import './wall-grid.css';

export interface WallGridProps {
  hosts: HostCardData[];
  status: LoadStatus;
  /** The list's accessible name ("Hosts"). */
  label: string;
  /** Asks again after a failure; without it the failure shows no button. */
  onRetry?: () => void;
  /** Placeholders while the first hosts load: about one screen's worth. */
  skeletons?: number;
  /** What the empty state suggests, under its text. */
  emptyAction?: ReactNode;
  /** The cards' name heading level, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
}

function SkeletonCard() {
  return (
    <li className="aura-wall-grid-item">
      <div className="aura-host-card aura-wall-grid-skeleton">
        <Skeleton shape="circle" width="6rem" />
        <Skeleton lines={2} />
        <Skeleton shape="rect" height="2.25rem" />
      </div>
    </li>
  );
}

/**
 * Host cards in a responsive grid, mobile first: two columns on phones, as many as fit on wider screens. While
 * the first hosts load it shows placeholders (announced once); with none, the empty state; after a failure, the
 * spec's apology and a retry. Hosts already shown stay through a refresh.
 */
export function WallGrid({
  hosts,
  status,
  label,
  onRetry,
  skeletons = 6,
  emptyAction,
  headingLevel = 3,
}: WallGridProps) {
  const { t } = useTranslation(['app', 'base']);
  const viewport = useViewport();

  if (hosts.length === 0 && status === 'failed') {
    return (
      <EmptyState
        headingLevel={headingLevel}
        title={t('base:errors.generic')}
        action={
          onRetry && (
            <Button variant="secondary" onClick={onRetry}>
              {t('hosts.wall.retry')}
            </Button>
          )
        }
      />
    );
  }
  if (hosts.length === 0 && status === 'ready') {
    return (
      <EmptyState
        headingLevel={headingLevel}
        title={t('hosts.wall.empty')}
        description={t('hosts.wall.emptyBody')}
        action={emptyAction}
      />
    );
  }
  if (hosts.length === 0) {
    return (
      <div className="aura-wall-grid-loading" role="status">
        <span className="aura-visually-hidden">{t('hosts.wall.loading')}</span>
        <ul className="aura-wall-grid" data-viewport={viewport} aria-hidden="true">
          {Array.from({ length: skeletons }, (_, index) => (
            <SkeletonCard key={index} />
          ))}
        </ul>
      </div>
    );
  }
  return (
    <ul className="aura-wall-grid" data-viewport={viewport} aria-label={label}>
      {hosts.map((host) => (
        <li key={host.userId} className="aura-wall-grid-item">
          <HostCard host={host} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
