import { useTranslation } from '@aura/i18n-catalog';
import { useMemo } from 'react';
import type { PointsAccount } from '../wallet/slice.ts';
import { PointsBadge } from './points-badge.tsx';

export interface HostEarningsProps {
  points: PointsAccount;
}

/**
 * A host's points (spec §1, §6: hosts earn points per minute of call): her balance, what she earned today (since
 * 0:00 UTC, the server's day) and in total. Shown in the settings beside the coin balance, as the live wallet
 * keeps them.
 */
export function HostEarnings({ points }: HostEarningsProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const formatter = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  return (
    <section className="aura-auth-settings-balance aura-auth-earnings" aria-label={t('auth.wallet.earnings')}>
      <div className="aura-auth-earnings-row">
        <span>{t('auth.wallet.pointsBalance')}</span>
        <PointsBadge amount={points.balance} />
      </div>
      <dl className="aura-auth-earnings-list">
        <div>
          <dt>{t('auth.wallet.earnedToday')}</dt>
          <dd>{formatter.format(points.earnedToday)}</dd>
        </div>
        <div>
          <dt>{t('auth.wallet.earnedTotal')}</dt>
          <dd>{formatter.format(points.earnedTotal)}</dd>
        </div>
      </dl>
    </section>
  );
}
