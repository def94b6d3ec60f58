import { useTranslation } from '@aura/i18n-catalog';
import { useMemo } from 'react';
import './points-badge.css';

export interface PointsBadgeProps {
  amount: number;
  size?: 'sm' | 'md';
}

/** A host's points (spec §1: hosts earn points per minute of call), grouped for the reader's locale. */
export function PointsBadge({ amount, size = 'md' }: PointsBadgeProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const formatter = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  return (
    <span className="aura-auth-points-badge" data-size={size}>
      <span aria-hidden="true">
        <span className="aura-auth-points-badge-mark">★</span> {formatter.format(amount)}
      </span>
      <span className="aura-visually-hidden">{t('auth.wallet.points', { count: amount })}</span>
    </span>
  );
}
