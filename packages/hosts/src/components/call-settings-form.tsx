import { BUSINESS_CODES, PROTOCOL_ERRORS, hostPriceSchema, type CallSettings } from '@aura/contracts';
import { NO_ANSWER_CODE } from '@aura/gateway-client';
import { MESSAGE_VALUES, useTranslation } from '@aura/i18n-catalog';
import { Button, TextField } from '@aura/ui-kit';
import { useId, useRef, useState } from 'react';
import type { CallSettingsChange, CallSettingsState } from '../slice.ts';
import './call-settings.css';

export interface CallSettingsFormProps {
  /** The settings as the gateway last answered them; the fields start from these. */
  settings: CallSettings;
  /** A save is on its way: the button shows it. */
  saving: boolean;
  /** How the last save ended. */
  result: CallSettingsState['result'];
  onSubmit: (change: CallSettingsChange) => void;
}

type PriceField = 'pricePerMinute' | 'friendPricePerMinute';

/** A price as typed: whole coins within the contract's bounds, or undefined. */
function priceOf(text: string): number | undefined {
  if (!/^\d+$/.test(text.trim())) return undefined;
  const parsed = hostPriceSchema.safeParse(Number(text.trim()));
  return parsed.success ? parsed.data : undefined;
}

function pricesOf(settings: CallSettings): Record<PriceField, string> {
  return {
    pricePerMinute: String(settings.host?.pricePerMinute ?? ''),
    friendPricePerMinute: String(settings.host?.friendPricePerMinute ?? ''),
  };
}

/**
 * The Call settings form (spec §6): "accept video calls only from friends" for everybody; for a host, the price and
 * the friends' price per minute in coins, checked against the contract's bounds before sending. The outcome of a
 * save is announced: a saved note politely, a failure as an alert.
 */
export function CallSettingsForm({ settings, saving, result, onSubmit }: CallSettingsFormProps) {
  const { t } = useTranslation(['app', 'base']);
  const id = useId();
  const [videoFriendsOnly, setVideoFriendsOnly] = useState(settings.videoFriendsOnly);
  const [prices, setPrices] = useState(() => pricesOf(settings));
  const [invalid, setInvalid] = useState<PriceField[]>([]);
  // New settings from the gateway (a save's answer) replace the fields in place: the form stays mounted, so focus
  // stays on the button that saved.
  const [shown, setShown] = useState(settings);
  if (shown !== settings) {
    setShown(settings);
    setVideoFriendsOnly(settings.videoFriendsOnly);
    setPrices(pricesOf(settings));
    setInvalid([]);
  }
  const inputs = useRef<Partial<Record<PriceField, HTMLInputElement | null>>>({});
  const rangeText = t('hosts.callSettings.priceRange', MESSAGE_VALUES['app:hosts.callSettings.priceRange']);

  const submit = () => {
    if (!settings.host) {
      onSubmit({ videoFriendsOnly });
      return;
    }
    const pricePerMinute = priceOf(prices.pricePerMinute);
    const friendPricePerMinute = priceOf(prices.friendPricePerMinute);
    const wrong = (
      [
        ['pricePerMinute', pricePerMinute],
        ['friendPricePerMinute', friendPricePerMinute],
      ] as const
    )
      .filter(([, value]) => value === undefined)
      .map(([field]) => field);
    setInvalid(wrong);
    if (wrong.length > 0) {
      inputs.current[wrong[0]!]?.focus();
      return;
    }
    onSubmit({ videoFriendsOnly, pricePerMinute, friendPricePerMinute });
  };

  const failure =
    result && !result.saved
      ? result.code === BUSINESS_CODES.notAHost
        ? t('hosts.callSettings.notAHost')
        : result.code === PROTOCOL_ERRORS.invalidRequest
          ? rangeText
          : result.code === NO_ANSWER_CODE
            ? t('base:errors.connection')
            : t('base:errors.generic')
      : '';

  const priceField = (field: PriceField, label: string) => (
    <TextField
      ref={(element) => {
        inputs.current[field] = element;
      }}
      label={label}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      value={prices[field]}
      onChange={(event) => {
        const value = event.target.value;
        setPrices((current) => ({ ...current, [field]: value }));
      }}
      error={invalid.includes(field) ? rangeText : undefined}
      required
    />
  );

  return (
    <form
      className="aura-call-settings-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="aura-call-settings-toggle">
        <label>
          <input
            type="checkbox"
            checked={videoFriendsOnly}
            aria-describedby={`${id}-video-hint`}
            onChange={(event) => setVideoFriendsOnly(event.target.checked)}
          />
          {t('hosts.callSettings.videoFriendsOnly')}
        </label>
        <p className="aura-call-settings-hint" id={`${id}-video-hint`}>
          {t('hosts.callSettings.videoFriendsOnlyHint')}
        </p>
      </div>
      {settings.host && (
        <fieldset className="aura-call-settings-prices" aria-describedby={`${id}-price-hint`}>
          <legend>{t('hosts.callSettings.prices')}</legend>
          {priceField('pricePerMinute', t('hosts.callSettings.price'))}
          {priceField('friendPricePerMinute', t('hosts.callSettings.friendPrice'))}
          <p className="aura-call-settings-hint" id={`${id}-price-hint`}>
            {t('hosts.callSettings.priceHint')}
          </p>
        </fieldset>
      )}
      <p className="aura-call-settings-message" role="alert" data-tone="danger">
        {failure}
      </p>
      <p className="aura-call-settings-message" role="status" data-tone="success">
        {result?.saved && !saving ? t('hosts.callSettings.saved') : ''}
      </p>
      <Button type="submit" loading={saving}>
        {t('hosts.callSettings.save')}
      </Button>
    </form>
  );
}
