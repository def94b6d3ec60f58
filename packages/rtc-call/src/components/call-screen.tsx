import { useTranslation } from '@aura/i18n-catalog';
import { Avatar, Button } from '@aura/ui-kit';
import type { CallStreamsSnapshot } from '../call-streams.ts';
import type { CallState } from '../slice.ts';
import { CallControls, type CallControlsProps } from './call-controls.tsx';
import { CallStatus, CoinsWarning, CostMeter, QualityIndicator } from './call-status.tsx';
import { StreamVideo } from './stream-video.tsx';
import { VideoUpgrade, type VideoUpgradeProps } from './video-upgrade.tsx';
import './call.css';

export interface CallScreenProps extends Pick<
  CallControlsProps,
  'onToggleMicrophone' | 'onToggleCamera' | 'onSwitchCamera' | 'onToggleSpeaker'
> {
  call: CallState;
  streams: CallStreamsSnapshot;
  /** Hangs up a connected call, or cancels one still ringing. */
  onHangUp: () => void;
  /** Opens the report dialog (issue 18: report and block one tap away); without it the screen offers none. */
  onReport?: (name: string) => void;
  /** Opens the gift panel for the other side (issue 15); without it the screen offers no gift. */
  onGift?: (peer: { userId: string; name: string }) => void;
  /** A voice call's switch to video; without them the screen offers none. */
  upgrade?: Pick<VideoUpgradeProps, 'onSwitch' | 'onAccept' | 'onDecline' | 'onWithdraw' | 'onDismissNotice'>;
}

/**
 * The video call screen (spec §2): the other side's video full size, this side's preview in a corner, who and
 * how long, the connection's quality, the cost meter, the coins warning, and the controls.
 */
export function CallScreen({
  call,
  streams,
  onHangUp,
  onReport,
  onGift,
  upgrade,
  ...toggles
}: CallScreenProps) {
  const { t } = useTranslation();
  const name = call.peer?.userName ?? t('call.screen.someone');
  const video = call.media === 'video';
  const ringing = call.phase === 'preparing' || call.phase === 'outgoing';
  const live = call.phase === 'connecting' || call.phase === 'connected';
  return (
    <section className="aura-call-screen" aria-label={t('call.screen.label', { name })}>
      <div className="aura-call-stage">
        {video && streams.remote ? (
          <StreamVideo
            className="aura-call-remote"
            stream={streams.remote}
            label={t('call.screen.remoteVideo', { name })}
            muted={!call.speakerOn}
          />
        ) : (
          <div className="aura-call-portrait">
            <Avatar name={name} src={call.peer?.avatar} size="lg" />
            {/* A voice call still plays the other side's audio through an element. */}
            {!video && streams.remote && (
              <StreamVideo
                className="aura-visually-hidden"
                stream={streams.remote}
                label={name}
                muted={!call.speakerOn}
              />
            )}
          </div>
        )}
        {video && streams.local && (
          <div className="aura-call-local">
            <StreamVideo stream={streams.local} label={t('call.screen.localPreview')} muted mirrored />
            {!call.cameraOn && <p className="aura-call-camera-off">{t('call.screen.cameraIsOff')}</p>}
          </div>
        )}
      </div>
      <header className="aura-call-header">
        <h2>{name}</h2>
        <CallStatus call={call} />
        {live && <QualityIndicator quality={call.quality} />}
        <CostMeter
          pricePerMinute={call.pricePerMinute}
          balance={call.role === 'caller' ? call.balance : undefined}
          minutesBilled={call.minutesBilled}
        />
        {onReport && call.record && (
          <Button variant="ghost" size="sm" className="aura-call-report" onClick={() => onReport(name)}>
            {t('report.open')}
          </Button>
        )}
        {onGift && live && call.peer && (
          <Button
            variant="secondary"
            size="sm"
            className="aura-call-gift"
            onClick={() => onGift({ userId: call.peer!.userId, name })}
          >
            {t('call.screen.gift')}
          </Button>
        )}
      </header>
      <CoinsWarning visible={call.coinsRunOutAt !== undefined} />
      {upgrade && (
        <VideoUpgrade
          available={!video && call.phase === 'connected'}
          stage={call.videoUpgrade}
          notice={call.videoUpgradeNotice}
          peerName={name}
          {...upgrade}
        />
      )}
      <CallControls
        video={video}
        ringing={ringing}
        microphoneOn={call.microphoneOn}
        cameraOn={call.cameraOn}
        speakerOn={call.speakerOn}
        onHangUp={onHangUp}
        {...toggles}
      />
    </section>
  );
}
