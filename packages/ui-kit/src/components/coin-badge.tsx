import { useMemo } from 'react';
import { CoinGlyph } from './glyphs.tsx';
import './coin-badge.css';

export type CoinBadgeSize = 'sm' | 'md' | 'lg';

export interface CoinBadgeProps {
  amount: number;
  /** The BCP 47 locale the amount is written in ("en", "tr"): digit grouping follows it. */
  locale: string;
  /** What screen readers say instead of the digits and icon ("120 coins", "+120 coins"). */
  label: string;
  size?: CoinBadgeSize;
  /** Highlights a gain and writes its sign ("+120"), for rewards and refunds. */
  emphasis?: boolean;
  className?: string;
}

/** An amount of coins with the coin icon, grouped for the reader's locale. */
export function CoinBadge({
  amount,
  locale,
  label,
  size = 'md',
  emphasis = false,
  className,
}: CoinBadgeProps) {
  const formatter = useMemo(
    () => new Intl.NumberFormat(locale, { signDisplay: emphasis ? 'exceptZero' : 'auto' }),
    [locale, emphasis],
  );
  return (
    <span
      className={['aura-coin-badge', className].filter(Boolean).join(' ')}
      data-size={size}
      data-emphasis={emphasis || undefined}
    >
      <span className="aura-coin-badge-visual" aria-hidden="true">
        <CoinGlyph className="aura-coin-badge-icon" />
        <span className="aura-coin-badge-amount">{formatter.format(amount)}</span>
      </span>
      <span className="aura-visually-hidden">{label}</span>
    </span>
  );
}
