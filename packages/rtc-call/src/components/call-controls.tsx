import { useTranslation } from '@aura/i18n-catalog';
import { IconButton } from '@aura/ui-kit';
import { CameraGlyph, HangUpGlyph, MicGlyph, SpeakerGlyph, SwitchCameraGlyph } from './call-glyphs.tsx';

export interface CallControlsProps {
  /** Video calls have the camera buttons; voice calls do not. */
  video: boolean;
  /** While it rings at the callee, the red button cancels rather than hangs up. */
  ringing: boolean;
  microphoneOn: boolean;
  cameraOn: boolean;
  speakerOn: boolean;
  onToggleMicrophone: () => void;
  onToggleCamera: () => void;
  onSwitchCamera: () => void;
  onToggleSpeaker: () => void;
  onHangUp: () => void;
}

/** The call's buttons; each toggle says what pressing it does and whether it is on (aria-pressed). */
export function CallControls(props: CallControlsProps) {
  const { t } = useTranslation();
  const { video, ringing, microphoneOn, cameraOn, speakerOn } = props;
  return (
    <div className="aura-call-controls" role="toolbar" aria-label={t('call.controls.label')}>
      <IconButton
        variant="secondary"
        label={microphoneOn ? t('call.controls.mute') : t('call.controls.unmute')}
        aria-pressed={!microphoneOn}
        icon={<MicGlyph off={!microphoneOn} />}
        onClick={props.onToggleMicrophone}
      />
      {video && (
        <>
          <IconButton
            variant="secondary"
            label={cameraOn ? t('call.controls.cameraOff') : t('call.controls.cameraOn')}
            aria-pressed={!cameraOn}
            icon={<CameraGlyph off={!cameraOn} />}
            onClick={props.onToggleCamera}
          />
          <IconButton
            variant="secondary"
            label={t('call.controls.switchCamera')}
            icon={<SwitchCameraGlyph />}
            onClick={props.onSwitchCamera}
            disabled={!cameraOn}
          />
        </>
      )}
      <IconButton
        variant="secondary"
        label={speakerOn ? t('call.controls.speakerOff') : t('call.controls.speakerOn')}
        aria-pressed={!speakerOn}
        icon={<SpeakerGlyph off={!speakerOn} />}
        onClick={props.onToggleSpeaker}
      />
      <IconButton
        variant="danger"
        label={ringing ? t('call.controls.cancel') : t('call.controls.hangUp')}
        icon={<HangUpGlyph />}
        onClick={props.onHangUp}
      />
    </div>
  );
}
