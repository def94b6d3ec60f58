import { RESULT_CODES } from '@aura/contracts';
import { MESSAGE_VALUES, useTranslation } from '@aura/i18n-catalog';
import type { BanNotice } from '../session/slice.ts';
import { NoticeDialog } from './notice-dialog.tsx';

export interface BannedNoticeProps {
  /** The ban to tell about; the notice is closed without one. */
  notice: BanNotice | undefined;
  onDismiss: () => void;
}

/** The catalog key of a ban's text, by its code (spec §8 "Sign-in bans"). */
function banTextKey(code: number) {
  if (code === RESULT_CODES.deviceBanned) return 'base:signIn.deviceBanned' as const;
  if (code === RESULT_CODES.accountAndDeviceBanned) return 'base:signIn.accountAndDeviceBanned' as const;
  return 'base:signIn.accountBanned' as const;
}

/**
 * The banned notice (spec §4 "Banned account"): a block for some hours says so and that the site stays open to
 * visitors; a ban of account and device together shows the server's message; any other ban says what is banned.
 * It stays until dismissed.
 */
export function BannedNotice({ notice, onDismiss }: BannedNoticeProps) {
  const { t, i18n } = useTranslation(['app', 'base']);
  let title = t('base:session.bannedTitle');
  let description = '';
  let detail: string | undefined;
  if (notice?.until) {
    title = t('auth.session.blockedTitle');
    description = t('base:session.accountBlocked', MESSAGE_VALUES['base:session.accountBlocked']);
    const time = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? i18n.language, {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(notice.until));
    detail = t('auth.session.blockedUntil', { time });
  } else if (notice) {
    const serverMessage = notice.code === RESULT_CODES.accountAndDeviceBanned ? notice.message : '';
    description = serverMessage || t(banTextKey(notice.code));
  }
  return (
    <NoticeDialog
      open={notice !== undefined}
      title={title}
      description={description}
      closeText={t('auth.session.ok')}
      onDismiss={onDismiss}
    >
      {detail}
    </NoticeDialog>
  );
}
