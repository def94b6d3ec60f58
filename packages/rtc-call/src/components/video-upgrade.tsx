import { useTranslation } from '@aura/i18n-catalog';
import { Button } from '@aura/ui-kit';
import { MEDIA_FAILURE_KEYS } from '../messages.ts';
import type { VideoUpgradeStage } from '../slice.ts';

export interface VideoUpgradeProps {
  /** Whether the call can switch now: a connected voice call. */
  available: boolean;
  stage: VideoUpgradeStage | undefined;
  /** How the last switch ended, when that needs saying (an i18n key with its namespace). */
  notice: string | undefined;
  peerName: string;
  onSwitch: () => void;
  onAccept: () => void;
  onDecline: () => void;
  onWithdraw: () => void;
  onDismissNotice: () => void;
}

const PERMISSION_KEYS: readonly string[] = Object.values(MEDIA_FAILURE_KEYS);

/**
 * A voice call's switch to video (spec §4): the "switch to video" button; while this side's camera is asked for,
 * a note; while this side's invitation waits, the wait and a way to withdraw it; when the other side invites, the
 * invitation with Accept and Decline; and how the last switch ended (declined, withdrawn, no coins, the camera
 * refused, refused by the server) as an alert until closed.
 */
export function VideoUpgrade(props: VideoUpgradeProps) {
  const { t } = useTranslation(['app', 'base']);
  // Notices come from a table (the saga's), not literals the key types can check.
  const text = t as unknown as (key: string) => string;
  const { stage, notice, peerName: name } = props;
  if (!props.available && stage === undefined && notice === undefined) return null;
  return (
    <div className="aura-call-upgrade">
      {notice !== undefined && stage === undefined && (
        <div role="alert" className="aura-call-upgrade-notice">
          {PERMISSION_KEYS.includes(notice) && <strong>{t('call.permission.title')} </strong>}
          <span>{text(notice)}</span>{' '}
          <Button variant="secondary" size="sm" onClick={props.onDismissNotice}>
            {t('call.upgrade.dismiss')}
          </Button>
        </div>
      )}
      {stage === undefined && props.available && (
        <Button variant="secondary" size="sm" onClick={props.onSwitch}>
          {t('call.upgrade.switch')}
        </Button>
      )}
      {stage === 'camera' && <p role="status">{t('call.upgrade.camera')}</p>}
      {stage === 'answering' && <p role="status">{t('call.upgrade.answering')}</p>}
      {stage === 'inviting' && (
        <p role="status">
          {t('call.upgrade.inviting', { name })}{' '}
          <Button variant="secondary" size="sm" onClick={props.onWithdraw}>
            {t('call.upgrade.withdraw')}
          </Button>
        </p>
      )}
      {stage === 'invited' && (
        <section
          role="alertdialog"
          aria-label={t('call.upgrade.invitedTitle')}
          className="aura-call-upgrade-invite"
        >
          <p>{t('call.upgrade.invited', { name })}</p>
          <Button size="sm" onClick={props.onAccept}>
            {t('call.upgrade.accept')}
          </Button>
          <Button variant="secondary" size="sm" onClick={props.onDecline}>
            {t('call.upgrade.decline')}
          </Button>
        </section>
      )}
    </div>
  );
}
