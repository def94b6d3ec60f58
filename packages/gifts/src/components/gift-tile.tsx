import type { Gift } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';

export interface GiftTileProps {
  gift: Gift;
  chosen: boolean;
  /** How many the backpack holds: shown instead of the price (a backpack gift costs no coins). */
  owned?: number;
  onChoose: (giftId: string) => void;
}

/** One gift of the panel's grid: its mark, name, stars and price (or how many the backpack holds). */
export function GiftTile({ gift, chosen, owned, onChoose }: GiftTileProps) {
  const { t } = useTranslation('webChat');
  return (
    <button
      type="button"
      className="aura-gift-tile"
      aria-pressed={chosen}
      data-gift={gift.giftId}
      onClick={() => onChoose(gift.giftId)}
    >
      <span className="aura-gift-icon" aria-hidden="true">
        {gift.icon}
      </span>
      <span className="aura-gift-name">{gift.name}</span>
      <span className="aura-gift-stars" aria-label={t('gifts.panel.stars', { count: gift.giftStar })}>
        {'★'.repeat(gift.giftStar)}
      </span>
      <span className="aura-gift-price">
        {owned === undefined
          ? t('gifts.panel.price', { count: gift.price })
          : t('gifts.panel.owned', { count: owned })}
      </span>
    </button>
  );
}
