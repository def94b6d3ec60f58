import { APP_ROUTES } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectCanSaveCard, selectPaymentMethods, selectSavedCards } from '../selectors.ts';
import { methodsOpened } from '../slice.ts';
import { LoadedList } from './loaded-list.tsx';
import { SavedCards } from './saved-cards.tsx';
import { ShopLink } from './shop-link.tsx';
import './shop.css';

/**
 * The ways to pay (spec §2 `paymentMethodsList`), as the gateway says them: what the shop's PSP offers on its
 * checkout page (a card everywhere; the sandbox's wallet and voucher, Verotel's SEPA direct debit) and the user's
 * saved cards, each with Remove (docs/payments.md). The method itself is chosen on the PSP's page after Buy, or on
 * the wallet's and the voucher's own pages (appplePay, pagsmile), which these lead to.
 */
export function PaymentMethodsPage() {
  const { t } = useTranslation(['shop', 'base']);
  const dispatch = useDispatch();
  const methods = useSelector(selectPaymentMethods);
  const cards = useSelector(selectSavedCards);
  const canSaveCard = useSelector(selectCanSaveCard);
  useEffect(() => {
    dispatch(methodsOpened());
  }, [dispatch]);
  return (
    <section className="aura-shop" aria-labelledby="aura-methods-title">
      <h1 id="aura-methods-title">{t('methods.title')}</h1>
      <LoadedList
        status={methods.status}
        count={methods.list.length}
        emptyTitle={t('methods.none')}
        onRetry={() => dispatch(methodsOpened())}
      >
        <section aria-labelledby="aura-methods-offered">
          <h2 id="aura-methods-offered">{t('methods.offered')}</h2>
          <ul>
            {methods.list.map((kind) => (
              <li key={kind}>
                {/* The wallet and the voucher have pages of their own (appplePay, pagsmile). */}
                {kind === 'wallet' || kind === 'voucher' ? (
                  <ShopLink to={kind === 'wallet' ? APP_ROUTES.applePay : APP_ROUTES.pagsmile}>
                    {t(`methods.kinds.${kind}`)}
                  </ShopLink>
                ) : (
                  t(`methods.kinds.${kind}`)
                )}
              </li>
            ))}
          </ul>
          <p>{t('methods.howToPay')}</p>
        </section>
        {cards.length > 0 ? (
          <SavedCards cards={cards} />
        ) : (
          <p>{t(canSaveCard ? 'card.none' : 'card.noneWithoutSetup')}</p>
        )}
      </LoadedList>
      <p className="aura-refund-links">
        {canSaveCard && (
          <>
            <ShopLink to={`${APP_ROUTES.paymentInfoAdd}?returnTo=${APP_ROUTES.paymentMethodsList}`}>
              {t('checkout.addCard')}
            </ShopLink>{' '}
          </>
        )}
        <ShopLink to={APP_ROUTES.shop}>{t('payment.backToShop')}</ShopLink>
      </p>
    </section>
  );
}
