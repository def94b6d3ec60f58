import { isAppPath } from '@aura/auth';
import { APP_ROUTES, type CardSetup } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';
import { Button, Spinner } from '@aura/ui-kit';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectCardSetup } from '../selectors.ts';
import { addCardPressed, setupClosed, setupOpened } from '../slice.ts';
import { ShopLink } from './shop-link.tsx';
import './shop.css';

export interface AddCardPageProps {
  /** The setup the PSP sent the tab back for (`?setupNo=`); none: the page that starts one. */
  setupNo?: string;
  /** Where to go back to once the card is saved (`/cardList`, `/shop`): an app path only. */
  returnTo?: string;
}

/**
 * Adding a card (spec §2 `paymentInfoAdd`): "Add a card" opens the PSP's page to save one without a purchase; the
 * PSP sends the tab back here, and the page says what the server knows of the setup (read again until it is
 * final), never what the way back claims. Then back where the user came from.
 */
export function AddCardPage({ setupNo, returnTo }: AddCardPageProps) {
  const { t } = useTranslation(['shop', 'base', 'app']);
  const dispatch = useDispatch();
  const { status, value, error } = useSelector(selectCardSetup);
  const back = returnTo !== undefined && isAppPath(returnTo) ? returnTo : undefined;
  useEffect(() => {
    if (!setupNo) return undefined;
    dispatch(setupOpened({ setupNo }));
    return () => {
      dispatch(setupClosed());
    };
  }, [dispatch, setupNo]);
  return (
    <section className="aura-shop" aria-labelledby="aura-add-card-title" aria-live="polite">
      <h1 id="aura-add-card-title">{t('checkout.addCard')}</h1>
      {error && (
        <p role="alert" className="aura-shop-error">
          {(t as unknown as (key: string) => string)(error.key)}
        </p>
      )}
      {setupNo ? (
        <SetupOutcome setup={value} failed={status === 'failed'} />
      ) : (
        <>
          <p>{t('app:shell.pages.paymentInfoAdd.description')}</p>
          <p className="aura-shop-hint">{t('card.noChargeNow')}</p>
          <Button
            disabled={status === 'loading'}
            aria-busy={status === 'loading'}
            onClick={() => dispatch(addCardPressed(back ? { returnTo: back } : {}))}
          >
            {t('checkout.addCard')}
          </Button>
        </>
      )}
      <p className="aura-shop-links">
        {back && value?.status === 'success' && (
          <>
            <ShopLink to={back}>{t('payment.continue')}</ShopLink>{' '}
          </>
        )}
        <ShopLink to={APP_ROUTES.cardList}>{t('checkout.savedCards')}</ShopLink>{' '}
        <ShopLink to={APP_ROUTES.shop}>{t('payment.backToShop')}</ShopLink>
      </p>
    </section>
  );
}

/** What the page says for one reading of the setup. */
export function SetupOutcome({ setup, failed }: { setup: CardSetup | undefined; failed: boolean }) {
  const { t } = useTranslation(['shop', 'base']);
  if (failed && !setup) return null;
  if (!setup || setup.status === 'waiting')
    return (
      <p role="status" className="aura-shop-hint">
        <Spinner size="sm" /> {t('card.saving')}
      </p>
    );
  if (setup.status === 'success' && setup.card)
    return (
      <div className="aura-pay-outcome" data-outcome="success">
        <h2>{t('card.saved')}</h2>
        <p>
          {setup.card.brand} · {t('card.endingIn', { last4: setup.card.last4 })} · {setup.card.expiry}
        </p>
      </div>
    );
  return (
    <div className="aura-pay-outcome" data-outcome="failure">
      <p role="alert">{t('card.notSaved')}</p>
    </div>
  );
}
