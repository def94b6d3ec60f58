import { BUSINESS_CODES, MATCH_MODES, type MatchMode } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';
import { Button, Countdown, Spinner } from '@aura/ui-kit';
import { useState, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { callRefusalMessageKey, limitMessageKey } from '../messages.ts';
import { selectMatching } from '../selectors.ts';
import { callPressed, hangUpPressed, nextPressed, startPressed, stopPressed } from '../slice.ts';
import { MatchedPopup } from './matched-popup.tsx';
import './match-page.css';

export interface MatchPageProps {
  /** The partner's video while matched (the shell renders the RTC session's remote stream); a card without it. */
  video?: ReactNode;
  /** The clock the countdowns read; the browser's unless a story or test gives one. */
  now?: () => number;
}

/** Next is disabled for the next-button countdown after a match (spec §9), so nobody skips unseen. */
function NextButton({ enabledAt, now }: { enabledAt: number | undefined; now: () => number }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [readyFor, setReadyFor] = useState<number | undefined>(undefined);
  const ready = enabledAt === undefined || readyFor === enabledAt || enabledAt <= now();
  return (
    <div className="aura-match-next">
      <Button variant="secondary" disabled={!ready} onClick={() => dispatch(nextPressed())}>
        {t('matching.next')}
      </Button>
      {!ready && (
        <span className="aura-match-next-countdown">
          <span>{t('matching.countdowns.nextButton')}</span>
          <Countdown
            endsAt={enabledAt}
            now={now}
            label={t('matching.countdowns.nextButton')}
            onDone={() => setReadyFor(enabledAt)}
          />
        </span>
      )}
    </div>
  );
}

/**
 * The 1v1 match screen (spec §2): pick Random or Face to Face, Start; while matching, a spinner and Stop; once
 * matched, the partner's video with the matched popup, Next and Stop; the limits' messages of spec §8 with the
 * countdown that gives the free matches back.
 */
export function MatchPage({ video, now = Date.now }: MatchPageProps) {
  const { t } = useTranslation(['app', 'base']);
  const dispatch = useDispatch();
  const state = useSelector(selectMatching);
  const { phase, mode } = state;
  const choosing = phase === 'idle' || phase === 'limited' || phase === 'failed';
  const pickMode = (next: MatchMode) => dispatch(startPressed({ mode: next }));

  return (
    <section className="aura-match-page" aria-labelledby="aura-match-title">
      <h1 id="aura-match-title" className="aura-match-title">
        {t('matching.title')}
      </h1>
      {choosing && (
        <div className="aura-match-modes" role="group" aria-label={t('matching.modes.label')}>
          {MATCH_MODES.map((option) => (
            <Button
              key={option}
              variant={option === mode ? 'primary' : 'ghost'}
              aria-pressed={option === mode}
              onClick={() => pickMode(option)}
            >
              {t(`matching.modes.${option}`)}
            </Button>
          ))}
        </div>
      )}

      <section className="aura-match-stage" aria-live="polite">
        {phase === 'idle' && <p>{t('matching.idle')}</p>}
        {phase === 'matching' && (
          <div className="aura-match-searching">
            <Spinner label={t('matching.searching')} />
            <p>
              {state.lastEnd === 'timedOut'
                ? t('matching.timedOut')
                : state.lastEnd
                  ? t('matching.partnerLeft')
                  : t('matching.searching')}
            </p>
          </div>
        )}
        {phase === 'matched' && state.match && (
          <div className="aura-match-matched">
            {video && <div className="aura-match-video">{video}</div>}
            <MatchedPopup
              match={state.match}
              autoNextAt={state.autoNextAt}
              starting={state.starting}
              onCall={() => dispatch(callPressed())}
              now={now}
            />
            {state.failure !== undefined && <p role="alert">{t(callRefusalMessageKey(state.failure))}</p>}
          </div>
        )}
        {phase === 'inCall' && <p>{t('matching.inCall')}</p>}
        {phase === 'limited' && state.limit && (
          <div className="aura-match-limit" role="alert">
            <p>{t(limitMessageKey(state.limit.code) ?? 'matching.failed')}</p>
            {state.limit.code === BUSINESS_CODES.matchLimitUsedUp && state.limit.resetsAt !== undefined && (
              <p className="aura-match-limit-countdown">
                <span>{t('matching.limits.resetsIn')}</span>
                <Countdown
                  endsAt={state.limit.resetsAt}
                  now={now}
                  label={t('matching.limits.resetsIn')}
                  onDone={() => dispatch(startPressed())}
                />
              </p>
            )}
          </div>
        )}
        {phase === 'failed' && <p role="alert">{t('matching.failed')}</p>}
      </section>

      {state.quota && phase !== 'inCall' && (
        <p className="aura-match-quota">
          {t('matching.quota.free', { left: state.quota.freeLeft })}
          {' · '}
          {t('matching.quota.price', { coins: state.quota.price })}
        </p>
      )}

      <div className="aura-match-actions">
        {phase === 'idle' && <Button onClick={() => dispatch(startPressed())}>{t('matching.start')}</Button>}
        {(phase === 'limited' || phase === 'failed') && (
          <Button onClick={() => dispatch(startPressed())}>
            {phase === 'failed' ? t('matching.retry') : t('matching.limits.startAgain')}
          </Button>
        )}
        {phase === 'matched' && (
          <NextButton key={state.match?.matchId} enabledAt={state.nextEnabledAt} now={now} />
        )}
        {phase === 'inCall' && (
          <Button variant="danger" onClick={() => dispatch(hangUpPressed())}>
            {t('matching.hangUp')}
          </Button>
        )}
        {(phase === 'matching' || phase === 'matched') && (
          <Button variant="danger" onClick={() => dispatch(stopPressed())}>
            {t('matching.stop')}
          </Button>
        )}
      </div>
    </section>
  );
}
