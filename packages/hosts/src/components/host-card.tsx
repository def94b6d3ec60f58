import { APP_ROUTES, UNKNOWN_COUNTRY, type HostCard as HostCardData } from '@aura/contracts';
import { RechargeLink, loginRequested, selectCoins, selectIsLoggedIn } from '@aura/auth';
import { countryName, useTranslation } from '@aura/i18n-catalog';
import { Avatar, Button, CoinBadge, IconButton } from '@aura/ui-kit';
import { useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { callBlocksOf, type CallBlock } from '../call-availability.ts';
import { presenceOf, selectIsFriend, type HostsRootState } from '../selectors.ts';
import { callRequested, type CallKind } from '../slice.ts';
import { PhoneGlyph, VideoGlyph } from './call-glyphs.tsx';
import { useLocale } from './use-locale.ts';
import './host-card.css';

export interface HostCardProps {
  host: HostCardData;
  /** The name's heading level, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
}

/** What the card says under disabled call buttons, in the spec's words (§8). */
const BLOCK_TEXT = {
  offline: 'base:call.calleeOffline',
  busy: 'base:call.calleeBusy',
  coins: 'base:coins.insufficientForCall',
  friendsOnly: 'base:call.videoFriendsOnly',
} as const satisfies Record<CallBlock, string>;

/**
 * A host on the wall: picture with a live status dot, name, status and country, price per minute (and the friends'
 * price when it differs), and the call buttons. A visitor's press opens the login popup, coming back to the wall.
 * A call that cannot start (the host offline or busy, the caller short of a minute's coins, video from a stranger
 * to a host who takes it from friends only) is not offered: its button is disabled and the reason is written under
 * the buttons, before any press.
 */
export function HostCard({ host, headingLevel = 3 }: HostCardProps) {
  const { t, i18n } = useTranslation(['app', 'base']);
  const locale = useLocale();
  const dispatch = useDispatch();
  const loggedIn = useSelector(selectIsLoggedIn);
  const coins = useSelector(selectCoins);
  const friend = useSelector((state: HostsRootState) => selectIsFriend(state, host.userId));
  const nameId = useId();
  const reasonId = useId();
  const presence = presenceOf(host);
  const blocks = callBlocksOf(host, presence, loggedIn ? { coins, friend } : undefined);
  // The voice call is blocked only when the video call is too, and for the same reason.
  const block = blocks.video;
  const describedIf = (blocked: CallBlock | undefined) => (blocked ? { 'aria-describedby': reasonId } : {});
  const Heading = `h${headingLevel}` as const;
  const country =
    host.countryCode === UNKNOWN_COUNTRY.ab ? undefined : countryName(host.countryCode, locale, i18n);
  const numbers = new Intl.NumberFormat(locale);

  const call = (kind: CallKind) =>
    dispatch(
      loggedIn
        ? callRequested({ hostId: host.userId, kind, userName: host.userName, avatar: host.avatar })
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
        {/* The profile page (spec §2 profile/{friendId}); the route guard asks a visitor to sign in first. */}
        <a href={APP_ROUTES.profile.replace('$friendId', host.userId)}>{host.userName}</a>
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
            {t('hosts.card.friendPrice', { price: numbers.format(host.friendPricePerMinute) })}
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
          disabled={blocks.video !== undefined}
          {...describedIf(blocks.video)}
          onClick={() => call('video')}
        >
          {t('hosts.card.videoCall')}
        </Button>
        <IconButton
          size="sm"
          variant="secondary"
          icon={<PhoneGlyph />}
          label={t('hosts.card.voiceCallWith', { name: host.userName })}
          disabled={blocks.voice !== undefined}
          {...describedIf(blocks.voice)}
          onClick={() => call('voice')}
        />
      </div>
      {block && (
        <p id={reasonId} className="aura-host-card-reason">
          {t(BLOCK_TEXT[block])}
        </p>
      )}
      {block === 'coins' && <RechargeLink returnTo={APP_ROUTES.wall} />}
    </article>
  );
}
