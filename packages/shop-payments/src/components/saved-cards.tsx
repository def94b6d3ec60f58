import type { SavedCard } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';
import { Button } from '@aura/ui-kit';
import { useDispatch } from 'react-redux';
import { cardRemovePressed, subscriptionCardChosen } from '../slice.ts';

/**
 * The user's saved cards (spec §2 `cardList`): brand, last four and expiry, as the PSP tells them; nothing else of
 * a card is ever on the server. Nothing is shown before a card was saved. Remove takes one away (a subscription
 * renewing on it stops renewing). With `subscriptionCard`, every other card can be put on the active subscription
 * (a renewal that failed is tried on it next). `titled` false: the page's own heading names it (cardList).
 */
export function SavedCards({
  cards,
  titled = true,
  subscriptionCard,
}: {
  cards: SavedCard[];
  titled?: boolean;
  /** The card the active subscription renews on: every other card offers "Use for the subscription". */
  subscriptionCard?: { brand: string; last4: string } | undefined;
}) {
  const { t } = useTranslation(['shop', 'base']);
  const dispatch = useDispatch();
  if (cards.length === 0) return null;
  return (
    <section
      className="aura-shop-cards"
      {...(titled
        ? { 'aria-labelledby': 'aura-shop-cards-title' }
        : { 'aria-label': t('checkout.savedCards') })}
    >
      {titled && <h2 id="aura-shop-cards-title">{t('checkout.savedCards')}</h2>}
      <ul>
        {cards.map((card) => (
          <li key={card.id}>
            {card.brand} · {t('card.endingIn', { last4: card.last4 })} · {card.expiry}{' '}
            <Button
              variant="secondary"
              size="sm"
              aria-label={`${t('card.remove')}: ${card.brand} ${t('card.endingIn', { last4: card.last4 })}`}
              onClick={() => dispatch(cardRemovePressed({ id: card.id }))}
            >
              {t('card.remove')}
            </Button>
            {subscriptionCard &&
              (subscriptionCard.brand !== card.brand || subscriptionCard.last4 !== card.last4) && (
                <>
                  {' '}
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`${t('card.useForSubscription')}: ${card.brand} ${t('card.endingIn', { last4: card.last4 })}`}
                    onClick={() => dispatch(subscriptionCardChosen({ id: card.id }))}
                  >
                    {t('card.useForSubscription')}
                  </Button>
                </>
              )}
          </li>
        ))}
      </ul>
    </section>
  );
}
