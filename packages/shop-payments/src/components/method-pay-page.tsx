import { APP_ROUTES, type ShopCatalogue } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';
import { Button, Countdown, EmptyState, Spinner } from '@aura/ui-kit';
import { useEffect, useState, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectCatalogue, selectMethodPay } from '../selectors.ts';
import { methodPayChosen, shopOpened, voucherClosed, voucherOpened } from '../slice.ts';
import { chosenCurrency } from './currency-picker.tsx';
import { ShopLink } from './shop-link.tsx';
import { formatPrice, useLocale } from './use-locale.ts';
import './shop.css';

type Pack = ShopCatalogue['packs'][number];

/** Whether this browser can pay with Apple Pay (the Payment Request API's answer), as far as it says. */
export type WalletSupport = 'checking' | 'available' | 'unavailable';

/**
 * Asks the browser's Payment Request API whether Apple Pay can be used here. A browser without the API, or one that
 * refuses Apple Pay's method, cannot.
 */
export async function appleWalletSupport(scope: typeof globalThis = globalThis): Promise<WalletSupport> {
  const PaymentRequestApi = (scope as { PaymentRequest?: typeof PaymentRequest }).PaymentRequest;
  if (typeof PaymentRequestApi !== 'function') return 'unavailable';
  try {
    const request = new PaymentRequestApi([{ supportedMethods: 'https://apple.com/apple-pay' }], {
      total: { label: 'Aura', amount: { currency: 'USD', value: '0.00' } },
    });
    return (await request.canMakePayment()) ? 'available' : 'unavailable';
  } catch {
    return 'unavailable';
  }
}

/** The packs to choose from (the shop's catalogue), one chosen. */
function PackChooser({
  packs,
  chosen,
  onChoose,
}: {
  packs: Pack[];
  chosen: string | undefined;
  onChoose: (packId: string) => void;
}) {
  const { t } = useTranslation(['shop', 'base']);
  const locale = useLocale();
  return (
    <ul className="aura-shop-choices" aria-label={t('title')}>
      {packs.map((pack) => (
        <li key={pack.id}>
          <Button
            variant={chosen === pack.id ? 'primary' : 'secondary'}
            aria-pressed={chosen === pack.id}
            onClick={() => onChoose(pack.id)}
          >
            {t('coinAmount', { count: pack.coins + pack.extraCoins })} ·{' '}
            {formatPrice(locale, pack.price, pack.currency)}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** The catalogue, read when the page opens; the pack chosen (`?packId=` first). */
function useChosenPack(packId: string | undefined) {
  const dispatch = useDispatch();
  const { value, status } = useSelector(selectCatalogue);
  const [chosen, setChosen] = useState(packId);
  useEffect(() => {
    // In the currency picked on the shop on this device, else the one of the user's country.
    const currency = chosenCurrency();
    dispatch(shopOpened(currency ? { currency } : undefined));
  }, [dispatch]);
  const packs = value?.packs ?? [];
  const pack = packs.find((offer) => offer.id === chosen) ?? packs[0];
  return { packs, pack, status, choose: setChosen };
}

/**
 * appplePay (spec §2 "Apple Pay page"): the wallet checkout of a chosen pack. The PSP's wallet sheet takes the
 * payment (the sandbox's wallet stands in for Apple Pay); the page says honestly whether this device has Apple Pay.
 */
export function WalletPayPage({
  packId,
  support: given,
}: {
  packId?: string;
  /** Given by a story or test; else asked of the browser. */
  support?: WalletSupport;
}) {
  const { t } = useTranslation(['shop', 'base', 'app']);
  const dispatch = useDispatch();
  const locale = useLocale();
  const { packs, pack, status, choose } = useChosenPack(packId);
  const { busy, error } = useSelector(selectMethodPay);
  const [asked, setAsked] = useState<WalletSupport>('checking');
  useEffect(() => {
    if (given) return;
    let live = true;
    void appleWalletSupport().then((answer) => live && setAsked(answer));
    return () => {
      live = false;
    };
  }, [given]);
  const support = given ?? asked;
  return (
    <section className="aura-shop" aria-labelledby="aura-wallet-title">
      <h1 id="aura-wallet-title">{t('app:shell.pages.applePay.title')}</h1>
      {support !== 'checking' && (
        <p role="note" className="aura-shop-hint">
          {t(support === 'available' ? 'wallet.available' : 'wallet.unavailable')}
        </p>
      )}
      <MethodBody status={status} count={packs.length}>
        <PackChooser packs={packs} chosen={pack?.id} onChoose={choose} />
        {error && (
          <p role="alert" className="aura-shop-error">
            {(t as unknown as (key: string) => string)(error.key)}
          </p>
        )}
        {pack && (
          <Button
            disabled={busy}
            aria-busy={busy}
            onClick={() => dispatch(methodPayChosen({ packId: pack.id, method: 'wallet' }))}
          >
            {t('wallet.pay', { price: formatPrice(locale, pack.price, pack.currency) })}
          </Button>
        )}
      </MethodBody>
      <p className="aura-shop-links">
        <ShopLink to={APP_ROUTES.paymentMethodsList}>{t('methods.title')}</ShopLink>{' '}
        <ShopLink to={APP_ROUTES.shop}>{t('payment.backToShop')}</ShopLink>
      </p>
    </section>
  );
}

/**
 * pagsmile (spec §2 "a payment-provider page"): a local method, a voucher paid later at a shop or bank. A chosen
 * pack's voucher is issued at once: its reference and amount, the time left to pay it, and its live status until
 * it is paid or expires; then payRes.
 */
export function VoucherPayPage({
  packId,
  orderNo: shown,
}: {
  packId?: string;
  /** The order whose voucher was issued (`?orderNo=`, after a reload): read again. */
  orderNo?: string;
}) {
  const { t } = useTranslation(['shop', 'base', 'app']);
  const dispatch = useDispatch();
  const locale = useLocale();
  const { packs, pack, status, choose } = useChosenPack(packId);
  const { busy, error, voucher: issued } = useSelector(selectMethodPay);
  const orderNo = issued?.order.orderNo ?? shown;
  useEffect(() => {
    if (!orderNo) return undefined;
    dispatch(voucherOpened({ orderNo }));
    return undefined;
  }, [dispatch, orderNo]);
  useEffect(
    () => () => {
      dispatch(voucherClosed());
    },
    [dispatch],
  );
  const voucher = issued?.voucher;
  return (
    <section className="aura-shop" aria-labelledby="aura-voucher-title" aria-live="polite">
      <h1 id="aura-voucher-title">{t('app:shell.pages.pagsmile.title')}</h1>
      {error && (
        <p role="alert" className="aura-shop-error">
          {(t as unknown as (key: string) => string)(error.key)}
        </p>
      )}
      {voucher ? (
        <div className="aura-shop-voucher" role="group" aria-label={t('voucher.reference')}>
          <p>
            {t('voucher.reference')}: <strong>{voucher.reference}</strong>
          </p>
          <p>
            {t('voucher.instructions', { amount: formatPrice(locale, voucher.amount, voucher.currency) })}
          </p>
          <p>
            {t('voucher.timeLeft')}: <Countdown endsAt={voucher.expiresAt} label={t('voucher.timeLeft')} />
          </p>
          <p role="status">
            <Spinner size="sm" /> {t('voucher.waiting')}
          </p>
          <Button asChild variant="secondary">
            <a href={voucher.payUrl}>{t('voucher.show')}</a>
          </Button>
        </div>
      ) : (
        <>
          <p>{t('app:shell.pages.pagsmile.description')}</p>
          <MethodBody status={status} count={packs.length}>
            <PackChooser packs={packs} chosen={pack?.id} onChoose={choose} />
            {pack && (
              <Button
                disabled={busy}
                aria-busy={busy}
                onClick={() => dispatch(methodPayChosen({ packId: pack.id, method: 'voucher' }))}
              >
                {t('voucher.get')}
              </Button>
            )}
          </MethodBody>
        </>
      )}
      <p className="aura-shop-links">
        <ShopLink to={APP_ROUTES.paymentMethodsList}>{t('methods.title')}</ShopLink>{' '}
        <ShopLink to={APP_ROUTES.shop}>{t('payment.backToShop')}</ShopLink>
      </p>
    </section>
  );
}

/** The packs once the catalogue came; a spinner before, the generic failure with a retry. */
function MethodBody({ status, count, children }: { status: string; count: number; children: ReactNode }) {
  const { t } = useTranslation(['shop', 'base']);
  const dispatch = useDispatch();
  if (count > 0) return <>{children}</>;
  if (status === 'failed')
    return (
      <EmptyState
        title={t('base:errors.generic')}
        action={
          <Button variant="secondary" onClick={() => dispatch(shopOpened())}>
            {t('base:actions.retry')}
          </Button>
        }
      />
    );
  return (
    <p role="status" className="aura-shop-hint">
      <Spinner size="sm" />
    </p>
  );
}
