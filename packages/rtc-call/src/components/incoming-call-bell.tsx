import type { CallMedia } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';
import { Avatar, Button, Dialog } from '@aura/ui-kit';
import type { CallPeer } from '../slice.ts';
import './call.css';

export interface IncomingCallBellProps {
  /** Who is calling; the bell is closed without one. */
  peer: CallPeer | undefined;
  media: CallMedia;
  onAnswer: () => void;
  onRefuse: () => void;
}

/**
 * The ringing bell (spec §2): who calls, by video or voice, with Answer and Decline. A dialog, so screen readers
 * announce the call when it opens; closing it (Escape) declines. It has no close button (X): that would decline too,
 * a second button named "Decline" beside the footer's.
 */
export function IncomingCallBell({ peer, media, onAnswer, onRefuse }: IncomingCallBellProps) {
  const { t } = useTranslation();
  const name = peer?.userName ?? t('call.screen.someone');
  return (
    <Dialog
      open={peer !== undefined}
      onOpenChange={(open) => !open && onRefuse()}
      title={t('call.incoming.from', { name })}
      description={media === 'video' ? t('call.incoming.video') : t('call.incoming.audio')}
      closeLabel={t('call.incoming.decline')}
      closeButton={false}
      size="sm"
      footer={
        <>
          <Button variant="danger" onClick={onRefuse}>
            {t('call.incoming.decline')}
          </Button>
          <Button onClick={onAnswer}>{t('call.incoming.answer')}</Button>
        </>
      }
    >
      <div className="aura-call-bell">
        <Avatar name={name} src={peer?.avatar} size="lg" />
      </div>
    </Dialog>
  );
}
