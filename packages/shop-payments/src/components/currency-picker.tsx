import { SHOP_CURRENCIES, type ShopCurrency } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';
import { useMemo } from 'react';
import { useLocale } from './use-locale.ts';

const CHOSEN_ITEM = 'aura.shop.currency';

/** The currency the user picked in the shop on this device, if any (else the server's for their country). */
export function chosenCurrency(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): ShopCurrency | undefined {
  const value = storage?.getItem(CHOSEN_ITEM);
  return SHOP_CURRENCIES.find((currency) => currency === value);
}

export function rememberCurrency(
  currency: ShopCurrency,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
): void {
  storage?.setItem(CHOSEN_ITEM, currency);
}

/**
 * The shop's currency (the country's by default): each one the shop prices in, named in the reader's language
 * ("Euro (EUR)"); a pick reloads the catalogue in it, and orders are priced in it.
 */
export function CurrencyPicker({
  currency,
  onChange,
}: {
  currency: ShopCurrency;
  onChange: (currency: ShopCurrency) => void;
}) {
  const { t } = useTranslation('shop');
  const locale = useLocale();
  const names = useMemo(() => new Intl.DisplayNames(locale, { type: 'currency' }), [locale]);
  return (
    <label className="aura-shop-currency">
      {t('currency')}{' '}
      <select value={currency} onChange={(event) => onChange(event.target.value as ShopCurrency)}>
        {SHOP_CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {`${names.of(code) ?? code} (${code})`}
          </option>
        ))}
      </select>
    </label>
  );
}
