import { MATCH_LIMITS, type MatchInfo } from '@aura/contracts';
import type { CallQuote } from '../slice.ts';
import { knownCountryName, useTranslation } from '@aura/i18n-catalog';
import { Avatar, Button, CoinBadge, Countdown } from '@aura/ui-kit';
import { useId } from 'react';
import { useLocale } from './use-locale.ts';
import './matched-popup.css';

export interface MatchedPopupProps {
  match: MatchInfo;
  /** Random mode moves on by itself at this moment (spec §9 auto-next video). */
  autoNextAt?: number;
  /** beginMinCall is under way. */
  starting?: boolean;
  /** What a call with the partner costs per minute: shown on the button before it is pressed. */
  quote?: CallQuote;
  /** This side's invitation waits for the partner: no second one. */
  inviting?: boolean;
  /** Keeps the match: the auto-next count stops (issue 18); offered beside the count. */
  onStay?: () => void;
  /** Go on into a minute-billed call with the partner: the price is confirmed next, then the partner asked. */
  onCall: () => void;
  /** The clock the countdowns read; the browser's unless a story or test gives one. */
  now?: () => number;
}

/**
 * The matched popup (spec §2): who the match is with, what it cost, and the way on into a call with its price per
 * minute. Face to Face counts down the time to decide (spec §9, 10 s) and names its coins; a random match counts
 * down to the next one, with Stay to keep talking (issue 18: a conversation is never cut without a visible count
 * and a way to stay).
 */
export function MatchedPopup({
  match,
  autoNextAt,
  starting = false,
  quote,
  inviting = false,
  onCall,
  onStay,
  now,
}: MatchedPopupProps) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const titleId = useId();
  const { partner } = match;
  // A partner whose country the server does not know gets no line, rather than "From Unknown Region".
  const country = knownCountryName(partner.countryCode, locale, i18n);
  const faceToFace = match.mode === 'faceToFace';
  return (
    <section className="aura-matched-popup" role="dialog" aria-modal="false" aria-labelledby={titleId}>
      <h2 id={titleId} className="aura-matched-popup-title">
        {t('matching.matched.title')}
      </h2>
      <div className="aura-matched-popup-partner">
        <Avatar name={partner.userName} src={partner.avatar || undefined} size="lg" />
        <div>
          <p className="aura-matched-popup-name">{t('matching.matched.with', { name: partner.userName })}</p>
          {country && (
            <p className="aura-matched-popup-country">{t('matching.matched.country', { country })}</p>
          )}
        </div>
      </div>
      {match.charged > 0 && (
        <CoinBadge
          amount={match.charged}
          locale={locale}
          label={t('matching.matched.charged', { count: match.charged, coins: match.charged })}
        />
      )}
      {faceToFace && (
        <p className="aura-matched-popup-note">
          {t('matching.faceToFace.cost', {
            count: MATCH_LIMITS.faceToFaceCoins,
            coins: MATCH_LIMITS.faceToFaceCoins,
          })}
        </p>
      )}
      {faceToFace && match.decideBy !== undefined && (
        <p className="aura-matched-popup-countdown">
          <span>{t('matching.countdowns.decide')}</span>
          <Countdown
            endsAt={match.decideBy}
            now={now}
            label={t('matching.countdowns.decide')}
            doneAnnouncement={t('matching.countdowns.timeUp')}
          />
        </p>
      )}
      {!faceToFace && autoNextAt !== undefined && (
        <p className="aura-matched-popup-countdown">
          <span>{t('matching.countdowns.autoNext')}</span>
          <Countdown endsAt={autoNextAt} now={now} label={t('matching.countdowns.autoNext')} />
          {onStay && (
            <Button variant="secondary" size="sm" onClick={onStay}>
              {t('matching.stay')}
            </Button>
          )}
        </p>
      )}
      {!inviting && (
        // The price shows on the button before the press (issue 11), as on the wall's cards.
        <Button onClick={onCall} loading={starting} disabled={quote === undefined} fullWidth>
          {quote === undefined
            ? faceToFace
              ? t('matching.faceToFace.continue')
              : t('matching.call')
            : faceToFace
              ? t('matching.faceToFace.continueFor', {
                  count: quote.pricePerMinute,
                  price: quote.pricePerMinute,
                })
              : t('matching.callFor', { count: quote.pricePerMinute, price: quote.pricePerMinute })}
        </Button>
      )}
    </section>
  );
}
