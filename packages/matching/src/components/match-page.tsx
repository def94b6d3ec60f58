import { RechargeLink, selectCoins } from '@aura/auth';
import { APP_ROUTES, BUSINESS_CODES, MATCH_LIMITS, MATCH_MODES } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';
import { Button, Countdown, Spinner } from '@aura/ui-kit';
import type { ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { callRefusalMessageKey, limitMessageKey } from '../messages.ts';
import { reportOpened } from '../report-slice.ts';
import { selectMatching } from '../selectors.ts';
import {
  callConfirmDismissed,
  callConfirmed,
  callPressed,
  hangUpPressed,
  inviteAccepted,
  inviteDeclined,
  modeChosen,
  nextMatchPrice,
  startAsked,
  startConfirmDismissed,
  startPressed,
  stayPressed,
  stopPressed,
} from '../slice.ts';
import { CallPrompt } from './call-prompt.tsx';
import { useFaceToFaceRule } from './face-to-face-rule.ts';
import { MatchedPopup } from './matched-popup.tsx';
import { NextButton } from './next-button.tsx';
import { ReportHost } from './report-host.tsx';
import { StartConfirm } from './start-confirm.tsx';
import './match-page.css';

export interface MatchPageProps {
  /** The partner's video while matched (the shell renders the RTC session's remote stream); a card without it. */
  video?: ReactNode;
  /** The clock the countdowns read; the browser's unless a story or test gives one. */
  now?: () => number;
}

/**
 * The 1v1 match screen (spec §2): pick Random or Face to Face, Start; while matching, a spinner and Stop; once
 * matched, the partner's video with the matched popup, Next and Stop; the limits' messages of spec §8 with the
 * countdown that gives the free matches back. Nothing costs coins without the user knowing first (issue 11): Face
 * to Face names its price and rule under the modes and asks at Start, a paid random match asks at Start and
 * names its price on Next, and going on into a call is confirmed with its price before the partner is asked.
 */
export function MatchPage({ video, now = Date.now }: MatchPageProps) {
  const { t } = useTranslation(['app', 'base']);
  const faceToFaceRule = useFaceToFaceRule();
  const dispatch = useDispatch();
  const state = useSelector(selectMatching);
  const coins = useSelector(selectCoins);
  const { phase, mode } = state;
  const choosing = phase === 'idle' || phase === 'limited' || phase === 'failed';
  const price = nextMatchPrice(state);
  const start = () => dispatch(startAsked());

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
              onClick={() => dispatch(modeChosen(option))}
            >
              {t(`matching.modes.${option}`)}
            </Button>
          ))}
        </div>
      )}

      {choosing && mode === 'faceToFace' && (
        <p className="aura-match-rule">{faceToFaceRule(MATCH_LIMITS.faceToFaceCoins)}</p>
      )}

      <section className="aura-match-stage" aria-live="polite">
        {phase === 'idle' && (
          <p>
            {state.lastEnd === 'timedOut'
              ? t('matching.timeUp')
              : state.lastEnd
                ? t('matching.movedOn')
                : t('matching.idle')}
          </p>
        )}
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
              starting={state.starting && state.invite === undefined}
              quote={state.quote}
              inviting={state.invite !== undefined}
              onCall={() => dispatch(callPressed())}
              onStay={() => dispatch(stayPressed())}
              now={now}
            />
            <CallPrompt
              partnerName={state.match.partner.userName}
              quote={state.quote}
              balance={coins}
              confirming={state.confirmingCall === true}
              invite={state.invite}
              notice={state.inviteNotice}
              starting={state.starting}
              onConfirm={() => dispatch(callConfirmed())}
              onCancelConfirm={() => dispatch(callConfirmDismissed())}
              onAccept={() => dispatch(inviteAccepted())}
              onDecline={() => dispatch(inviteDeclined())}
            />
            {state.failure !== undefined && <p role="alert">{t(callRefusalMessageKey(state.failure))}</p>}
            <Button
              variant="ghost"
              onClick={() =>
                dispatch(
                  reportOpened({
                    subject: 'match',
                    id: state.match!.matchId,
                    name: state.match!.partner.userName,
                  }),
                )
              }
            >
              {t('report.open')}
            </Button>
          </div>
        )}
        {phase === 'inCall' && <p>{t('matching.inCall')}</p>}
        {phase === 'limited' && state.limit && (
          <div className="aura-match-limit" role="alert">
            <p>{t(limitMessageKey(state.limit.code) ?? 'matching.failed')}</p>
            {state.limit.code !== BUSINESS_CODES.dailyMeetChanceUsedUp && (
              <RechargeLink returnTo={APP_ROUTES.matching} />
            )}
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
          {state.quota.vip ? (
            t('matching.quota.vip')
          ) : (
            <>
              {t('matching.quota.free', { left: state.quota.freeLeft })}
              {' · '}
              {t('matching.quota.price', { count: state.quota.price, coins: state.quota.price })}
            </>
          )}
        </p>
      )}

      <div className="aura-match-actions">
        {phase === 'idle' && <Button onClick={start}>{t('matching.start')}</Button>}
        {(phase === 'limited' || phase === 'failed') && (
          <Button onClick={start}>
            {phase === 'failed' ? t('matching.retry') : t('matching.limits.startAgain')}
          </Button>
        )}
        {phase === 'matched' && (
          <NextButton key={state.match?.matchId} enabledAt={state.nextEnabledAt} price={price} now={now} />
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
      <StartConfirm
        open={state.startConfirm !== undefined}
        mode={mode}
        price={state.startConfirm?.price ?? price}
        onConfirm={() => dispatch(startPressed())}
        onCancel={() => dispatch(startConfirmDismissed())}
      />
      <ReportHost />
    </section>
  );
}
