import { APP_ROUTES, UNKNOWN_COUNTRY, type HostCard as HostCardData } from '@aura/contracts';
import { loginRequested, selectIsLoggedIn } from '@aura/auth';
import { countryName, useTranslation } from '@aura/i18n-catalog';
import { Avatar, Button, CoinBadge, IconButton } from '@aura/ui-kit';
import { useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { presenceOf } from '../selectors.ts';
import { callRequested, type CallKind } from '../slice.ts';
import { PhoneGlyph, VideoGlyph } from './call-glyphs.tsx';
import { useLocale } from './use-locale.ts';
import './host-card.css';

export interface HostCardProps {
  host: HostCardData;
  /** The name's heading level, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * A host on the wall: picture with a live status dot, name, status and country, price per minute (and the friends'
 * price when it differs), and the call buttons. A visitor's press opens the login popup, coming back to the wall.
 */
export function HostCard({ host, headingLevel = 3 }: HostCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const dispatch = useDispatch();
  const loggedIn = useSelector(selectIsLoggedIn);
  const nameId = useId();
  const presence = presenceOf(host);
  const Heading = `h${headingLevel}` as const;
  const country = host.countryCode === UNKNOWN_COUNTRY.ab ? undefined : countryName(host.countryCode, locale);
  const coins = new Intl.NumberFormat(locale);

  const call = (kind: CallKind) =>
    dispatch(
      loggedIn
        ? callRequested({ hostId: host.userId, kind })
        : loginRequested({ origin: 'feature', returnTo: APP_ROUTES.wall }),
    );

  return (
    <article className="aura-host-card" aria-labelledby={nameId} data-presence={presence}>
      <Avatar
        name={host.userName}
        src={host.avatar}
        size="xl"
        className="aura-host-card-avatar"
        // The status is written out below; the dot repeats it for the eye.
        presence={presence === 'hidden' ? undefined : presence}
      />
      <Heading id={nameId} className="aura-host-card-name">
        {host.userName}
      </Heading>
      <p className="aura-host-card-meta">
        {presence !== 'hidden' && (
          <span className="aura-host-card-status" data-presence={presence}>
            {t(`hosts.card.${presence}`)}
          </span>
        )}
        {country && <span className="aura-host-card-country">{t('hosts.card.country', { country })}</span>}
      </p>
      <p className="aura-host-card-price">
        <CoinBadge
          amount={host.pricePerMinute}
          locale={locale}
          label={t('hosts.card.price', { count: host.pricePerMinute })}
          size="sm"
        />
        <span aria-hidden="true">{t('hosts.card.perMinute')}</span>
      </p>
      {host.friendPricePerMinute !== host.pricePerMinute && (
        <p className="aura-host-card-friend-price">
          <span aria-hidden="true">
            {t('hosts.card.friendPrice', { price: coins.format(host.friendPricePerMinute) })}
          </span>
          <span className="aura-visually-hidden">
            {t('hosts.card.friendPriceLabel', { count: host.friendPricePerMinute })}
          </span>
        </p>
      )}
      <div className="aura-host-card-actions">
        <Button
          size="sm"
          fullWidth
          startIcon={<VideoGlyph />}
          aria-label={t('hosts.card.videoCallWith', { name: host.userName })}
          onClick={() => call('video')}
        >
          {t('hosts.card.videoCall')}
        </Button>
        <IconButton
          size="sm"
          variant="secondary"
          icon={<PhoneGlyph />}
          label={t('hosts.card.voiceCallWith', { name: host.userName })}
          onClick={() => call('voice')}
        />
      </div>
    </article>
  );
}
