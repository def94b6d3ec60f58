import type { SavedCard } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';

/**
 * The user's saved cards (spec §2 `cardList`): brand, last four and expiry, as the PSP tells them; nothing else of
 * a card is ever on the server. Nothing is shown before a card was saved.
 */
export function SavedCards({ cards }: { cards: SavedCard[] }) {
  const { t } = useTranslation(['shop', 'base']);
  if (cards.length === 0) return null;
  return (
    <section className="aura-shop-cards" aria-labelledby="aura-shop-cards-title">
      <h2 id="aura-shop-cards-title">{t('checkout.savedCards')}</h2>
      <ul>
        {cards.map((card) => (
          <li key={card.id}>
            {card.brand} · {t('card.endingIn', { last4: card.last4 })} · {card.expiry}
          </li>
        ))}
      </ul>
    </section>
  );
}
