import { APP_ROUTES } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';
import { Button, CloseGlyph, IconButton } from '@aura/ui-kit';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectMessageTip } from '../selectors.ts';
import { messageTipDismissed } from '../slice.ts';

/**
 * The message tip (spec §3: show, type, msg, hostId, time; docs/rewards.md): the operator's words over the page,
 * with Say hi to the host it names (`onOpen` follows an app path through the shell's router), gone after its
 * `time` seconds (0: until closed).
 */
export function MessageTip({ onOpen }: { onOpen: (path: string) => void }) {
  const { t } = useTranslation('wheel');
  const dispatch = useDispatch();
  const tip = useSelector(selectMessageTip);
  const seconds = tip?.time ?? 0;
  useEffect(() => {
    if (!tip || seconds === 0) return;
    const timer = setTimeout(() => dispatch(messageTipDismissed()), seconds * 1000);
    return () => clearTimeout(timer);
  }, [tip, seconds, dispatch]);
  if (!tip) return null;
  return (
    <aside className="aura-rewards-banner" aria-label={t('rewards.tip')}>
      <p role="status">{tip.msg}</p>
      {tip.hostId && (
        <Button
          size="sm"
          onClick={() => {
            dispatch(messageTipDismissed());
            onOpen(APP_ROUTES.messageSession.replace('$friendId', tip.hostId));
          }}
        >
          {t('rewards.sayHi')}
        </Button>
      )}
      <IconButton
        variant="ghost"
        size="sm"
        label={t('rewards.close')}
        icon={<CloseGlyph />}
        onClick={() => dispatch(messageTipDismissed())}
      />
    </aside>
  );
}
