import { PROFILE_LIMITS, type KycState } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';
import { Button, Dialog, Spinner } from '@aura/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { takePhotos } from './camera-photos.ts';

export interface KycPopupProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  state: KycState;
  estimating: boolean;
  /** The estimate's refusal, in words. */
  error?: string;
  onPhotos: (photos: string[]) => void;
}

/**
 * The KYC popup (spec §2): the camera facing the user (`photoLocation`), `photoNum` photos `photoIntervals`
 * apart, sent for the estimate. The camera stops as soon as the photos are taken, or the popup closes.
 */
export function KycPopup({ open, onOpenChange, state, estimating, error, onPhotos }: KycPopupProps) {
  const { t } = useTranslation('profile');
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | undefined>(undefined);
  const [phase, setPhase] = useState<'ready' | 'starting' | 'shooting' | 'blocked'>('ready');
  const [shot, setShot] = useState(0);

  const stop = () => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = undefined;
  };
  // The camera stops when the popup goes away.
  useEffect(() => stop, []);
  const change = (next: boolean) => {
    if (!next) {
      stop();
      setPhase('ready');
    }
    onOpenChange(next);
  };

  const start = async () => {
    setPhase('starting');
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: state.photoLocation, width: 640, height: 480 },
        audio: false,
      });
    } catch {
      setPhase('blocked');
      return;
    }
    const element = video.current!;
    element.srcObject = stream.current;
    await element.play().catch(() => {});
    setPhase('shooting');
    const photos = await takePhotos(element, state.photoNum, state.photoIntervals, setShot);
    stop();
    setPhase('ready');
    onPhotos(photos);
  };

  let status;
  if (estimating)
    status = (
      <p role="status">
        <Spinner size="sm" /> {t('kyc.estimating')}
      </p>
    );
  else if (phase === 'shooting')
    status = <p role="status">{t('kyc.taking', { number: shot, count: state.photoNum })}</p>;
  else if (phase === 'blocked')
    status = (
      <p role="alert" className="aura-profile-error">
        {t('kyc.cameraBlocked')}
      </p>
    );
  else if (error)
    status = (
      <p role="alert" className="aura-profile-error">
        {error}
      </p>
    );

  const busy = estimating || phase === 'starting' || phase === 'shooting';
  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={t('kyc.title')}
      description={t('kyc.intro', { minAge: PROFILE_LIMITS.minAge, count: state.photoNum })}
      closeLabel={t('kyc.close')}
      footer={
        <Button onClick={() => void start()} disabled={busy}>
          {phase === 'blocked' || error ? t('kyc.retry') : t('kyc.start')}
        </Button>
      }
    >
      <video ref={video} className="aura-profile-camera" muted playsInline aria-hidden="true" />
      {status}
    </Dialog>
  );
}
