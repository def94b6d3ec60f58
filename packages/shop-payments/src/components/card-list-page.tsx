import { APP_ROUTES } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectCanSaveCard, selectSavedCards, selectSavedCardsStatus } from '../selectors.ts';
import { cardsOpened } from '../slice.ts';
import { LoadedList } from './loaded-list.tsx';
import { SavedCards } from './saved-cards.tsx';
import { ShopLink } from './shop-link.tsx';
import './shop.css';

/**
 * The saved cards (spec §2 `cardList`): each as the PSP tells it (brand, last four, expiry) with Remove; saved by a
 * subscription's checkout or by "Add a card" (paymentInfoAdd, back here after the PSP's page). With a PSP that
 * saves none (Verotel: `cardSetup` false) the empty list invites nothing the page does not offer.
 */
export function CardListPage() {
  const { t } = useTranslation(['shop', 'base']);
  const dispatch = useDispatch();
  const cards = useSelector(selectSavedCards);
  const status = useSelector(selectSavedCardsStatus);
  const canSaveCard = useSelector(selectCanSaveCard);
  useEffect(() => {
    dispatch(cardsOpened());
  }, [dispatch]);
  return (
    <section className="aura-shop" aria-labelledby="aura-cards-title">
      <h1 id="aura-cards-title">{t('checkout.savedCards')}</h1>
      <LoadedList
        status={status}
        count={cards.length}
        emptyTitle={t(canSaveCard ? 'card.none' : 'card.noneWithoutSetup')}
        onRetry={() => dispatch(cardsOpened())}
      >
        <SavedCards cards={cards} titled={false} />
      </LoadedList>
      <p className="aura-refund-links">
        {canSaveCard && (
          <>
            <ShopLink to={`${APP_ROUTES.paymentInfoAdd}?returnTo=${APP_ROUTES.cardList}`}>
              {t('checkout.addCard')}
            </ShopLink>{' '}
          </>
        )}
        <ShopLink to={APP_ROUTES.shop}>{t('payment.backToShop')}</ShopLink>
      </p>
    </section>
  );
}
