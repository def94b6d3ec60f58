import { useTranslation } from '@aura/i18n-catalog';
import { Button, Dialog } from '@aura/ui-kit';
import { useDispatch, useSelector } from 'react-redux';
import { selectCheckIn, selectNotice } from '../selectors.ts';
import { noticeDismissed } from '../slice.ts';

/**
 * An operator's notice from popup/get (docs/rewards.md), one at a time and after the check-in popup: its text and,
 * when it has one, a button to where it leads (`onOpen` follows an app path through the shell's router).
 */
export function NoticePopup({ onOpen }: { onOpen: (targetUrl: string) => void }) {
  const { t } = useTranslation('wheel');
  const dispatch = useDispatch();
  const notice = useSelector(selectNotice);
  const checkInOpen = useSelector(selectCheckIn).open;
  if (!notice) return null;
  const target = notice.targetUrl;
  return (
    <Dialog
      open={!checkInOpen}
      onOpenChange={(next) => {
        if (!next) dispatch(noticeDismissed());
      }}
      title={t('rewards.notice')}
      closeLabel={t('rewards.close')}
      size="sm"
      footer={
        target && (
          <Button
            fullWidth
            onClick={() => {
              dispatch(noticeDismissed());
              if (target.startsWith('/')) onOpen(target);
              else window.open(target, '_blank', 'noopener');
            }}
          >
            {t('rewards.go')}
          </Button>
        )
      }
    >
      <p>{notice.msg}</p>
    </Dialog>
  );
}
