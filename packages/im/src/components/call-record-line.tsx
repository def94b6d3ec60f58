import type { ChatCall } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';
import { formatCallDuration } from '@aura/ui-kit';

export interface CallRecordLineProps {
  call: ChatCall;
  /** This user made the call: their outcome is the caller's. */
  mine: boolean;
}

/** A call between the two as the chat shows it: "Video call · 01:15", or how it ended for this side. */
export function CallRecordLine({ call, mine }: CallRecordLineProps) {
  const { t } = useTranslation('webChat');
  const outcome = mine ? call.callerOutcome : call.calleeOutcome;
  const media = call.media === 'video' ? t('chat.videoCall') : t('chat.voiceCall');
  const detail = call.durationSec > 0 ? formatCallDuration(call.durationSec) : t(`callRecord.${outcome}`);
  return (
    <span className="im-call-record" data-outcome={outcome}>
      {t('callRecord.line', { media, detail })}
    </span>
  );
}
