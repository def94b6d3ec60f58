import { useTranslation } from '@aura/i18n-catalog';
import { Button, CloseGlyph, IconButton } from '@aura/ui-kit';
import { useEffect } from 'react';
import './friends-view.css';
import { useDispatch, useSelector } from 'react-redux';
import { selectOnlineTip } from '../selectors.ts';
import { onlineTipDismissed } from '../slice.ts';

/** How long the tip stays unless closed or followed first. */
export const ONLINE_TIP_SHOWN_MS = 10_000;

/**
 * A friend the user asked to be told about came online (an online reminder, spec §8; docs/messages.md): said over
 * whatever page is open, with Say hi to their chat (`onOpen`, the shell's navigation). A banner, not a dialog: it
 * comes by itself, so clicks pass through it but for its buttons, and it goes after a few seconds.
 */
export function OnlineTip({ onOpen }: { onOpen: (friendId: string) => void }) {
  const { t } = useTranslation('webChat');
  const dispatch = useDispatch();
  const tip = useSelector(selectOnlineTip);
  useEffect(() => {
    if (!tip) return;
    const timer = setTimeout(() => dispatch(onlineTipDismissed()), ONLINE_TIP_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [tip, dispatch]);
  if (!tip) return null;
  return (
    <aside className="im-online-tip" aria-label={t('friends.onlineTip')}>
      <p role="status">{t('friends.cameOnline', { name: tip.name })}</p>
      <Button
        size="sm"
        onClick={() => {
          dispatch(onlineTipDismissed());
          onOpen(tip.friendId);
        }}
      >
        {t('sayHi.send')}
      </Button>
      <IconButton
        variant="ghost"
        size="sm"
        label={t('friends.close')}
        icon={<CloseGlyph />}
        onClick={() => dispatch(onlineTipDismissed())}
      />
    </aside>
  );
}
