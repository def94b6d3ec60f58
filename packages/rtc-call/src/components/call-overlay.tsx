import { selectCoins } from '@aura/auth';
import { ReportHost, reportOpened } from '@aura/matching';
import { useSyncExternalStore } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { CallStreams } from '../call-streams.ts';
import { selectCall, selectIncomingCall } from '../selectors.ts';
import {
  answerPressed,
  cameraSwitchPressed,
  cameraToggled,
  cancelPressed,
  endingDismissed,
  hangUpPressed,
  microphoneToggled,
  refusePressed,
  rejoinAnswered,
  soundUnlockPressed,
  speakerToggled,
  videoInvitationAccepted,
  videoInvitationDeclined,
  videoInvitationWithdrawn,
  videoUpgradeNoticeDismissed,
  videoUpgradePressed,
} from '../slice.ts';
import { CallOutcome } from './call-outcome.tsx';
import { useCallStreams } from './call-streams-context.ts';
import { CallScreen } from './call-screen.tsx';
import { IncomingCallBell } from './incoming-call-bell.tsx';
import { PermissionPrompt } from './permission-prompt.tsx';
import { RejoinPrompt } from './rejoin-prompt.tsx';

export interface CallOverlayProps {
  /** The streams the call sagas publish; the shell's CallStreamsContext unless given. */
  streams?: CallStreams;
  /** Opens the gift panel for the other side of a live call (the shell's @aura/gifts); no gift button without it. */
  onGift?: (peer: { userId: string; name: string }) => void;
}

/**
 * Everything a call shows, driven by the store: the bell while it rings here, the call screen from the first
 * press to the end, then the outcome, or the permission prompt when the camera or microphone was refused; and the
 * question a new visit is asked about a call still running. The shell renders it once, in its popup host.
 */
export function CallOverlay({ streams: given, onGift }: CallOverlayProps) {
  const streams = useCallStreams(given);
  const call = useSelector(selectCall);
  const incoming = useSelector(selectIncomingCall);
  const coins = useSelector(selectCoins);
  const media = useSyncExternalStore(streams.subscribe, () => streams.current);
  const dispatch = useDispatch();
  const ringing = call.phase === 'preparing' || call.phase === 'outgoing';
  const onScreen = ringing || call.phase === 'connecting' || call.phase === 'connected';
  const dismiss = () => dispatch(endingDismissed());
  return (
    <>
      <IncomingCallBell
        peer={incoming?.peer}
        media={incoming?.media ?? 'video'}
        onAnswer={() => dispatch(answerPressed())}
        onRefuse={() => dispatch(refusePressed())}
        soundLocked={incoming?.soundLocked}
        onEnableSound={() => dispatch(soundUnlockPressed())}
      />
      {onScreen && (
        <CallScreen
          call={call}
          streams={media}
          onHangUp={() => dispatch(ringing ? cancelPressed() : hangUpPressed())}
          onReport={(name) => {
            if (call.record) dispatch(reportOpened({ subject: 'call', id: call.record.callId, name }));
          }}
          {...(onGift ? { onGift } : {})}
          onToggleMicrophone={() => dispatch(microphoneToggled())}
          onToggleCamera={() => dispatch(cameraToggled())}
          onSwitchCamera={() => dispatch(cameraSwitchPressed())}
          onToggleSpeaker={() => dispatch(speakerToggled())}
          upgrade={{
            onSwitch: () => dispatch(videoUpgradePressed()),
            onAccept: () => dispatch(videoInvitationAccepted()),
            onDecline: () => dispatch(videoInvitationDeclined()),
            onWithdraw: () => dispatch(videoInvitationWithdrawn()),
            onDismissNotice: () => dispatch(videoUpgradeNoticeDismissed()),
          }}
        />
      )}
      <ReportHost />
      <RejoinPrompt
        offer={call.rejoinOffer}
        onRejoin={() => dispatch(rejoinAnswered({ rejoin: true }))}
        onEnd={() => dispatch(rejoinAnswered({ rejoin: false }))}
      />
      <PermissionPrompt failure={call.phase === 'ended' ? call.mediaFailure : undefined} onClose={dismiss} />
      <CallOutcome
        ending={call.phase === 'ended' && call.mediaFailure === undefined ? call.ending : undefined}
        balance={coins}
        onClose={dismiss}
      />
    </>
  );
}
