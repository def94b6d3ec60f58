import type { CallMedia } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';
import { Avatar, Button, Dialog } from '@aura/ui-kit';
import type { CallPeer } from '../slice.ts';
import { SpeakerGlyph } from './call-glyphs.tsx';
import { askRingNotifications, useRingNotification } from './ring-notification.ts';
import './call.css';

export interface IncomingCallBellProps {
  /** Who is calling; the bell is closed without one. */
  peer: CallPeer | undefined;
  media: CallMedia;
  onAnswer: () => void;
  onRefuse: () => void;
  /** The browser holds the ring's sound back until the user touches the page: the bell offers to enable it. */
  soundLocked?: boolean;
  /** The "Tap to enable sound" press. */
  onEnableSound?: () => void;
}

/**
 * The ringing bell (spec §2): who calls, by video or voice, with Answer and Decline. A dialog, so screen readers
 * announce the call when it opens; closing it (Escape) declines. It has no close button (X): that would decline too,
 * a second button named "Decline" beside the footer's. While the browser holds the ring's sound back it offers
 * "Tap to enable sound" (which also asks, once, to notify while the tab is hidden); while the tab is hidden, a
 * system notification says who calls, if allowed.
 */
export function IncomingCallBell({
  peer,
  media,
  onAnswer,
  onRefuse,
  soundLocked = false,
  onEnableSound,
}: IncomingCallBellProps) {
  const { t } = useTranslation();
  const name = peer?.userName ?? t('call.screen.someone');
  const kind = media === 'video' ? t('call.incoming.video') : t('call.incoming.audio');
  useRingNotification(
    peer === undefined
      ? undefined
      : { title: t('call.incoming.from', { name }), body: kind, icon: peer.avatar },
  );
  return (
    <Dialog
      open={peer !== undefined}
      onOpenChange={(open) => !open && onRefuse()}
      title={t('call.incoming.from', { name })}
      description={kind}
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
        {soundLocked && (
          <Button
            variant="secondary"
            size="sm"
            startIcon={<SpeakerGlyph off />}
            onClick={() => {
              askRingNotifications();
              onEnableSound?.();
            }}
          >
            {t('call.incoming.enableSound')}
          </Button>
        )}
      </div>
    </Dialog>
  );
}
