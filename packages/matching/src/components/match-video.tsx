import { useTranslation } from '@aura/i18n-catalog';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import './match-page.css';
import type { MatchStreams } from '../video.ts';

export interface MatchVideoProps {
  streams: MatchStreams;
  /** The partner's name, for the video's accessible name. */
  partnerName: string;
  /**
   * The partner is on screen: their video played (`true`), or no video comes in this match (`false`, this side's
   * camera refused: their card shows). The auto-next count starts then (`partnerShown`).
   */
  onPartnerShown?: (video: boolean) => void;
}

function StreamVideo({
  stream,
  label,
  muted,
  onPlaying,
}: {
  stream: MediaStream;
  label: string;
  muted: boolean;
  onPlaying?: () => void;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.srcObject = stream;
  }, [stream]);
  return (
    // A live conversation has no captions to offer; the partner's words are in the audio.
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video
      ref={ref}
      aria-label={label}
      autoPlay
      playsInline
      muted={muted}
      onPlaying={onPlaying}
      className="aura-match-video-el"
    />
  );
}

/** The partner's video, with this side's camera small in the corner, while a match's media runs. */
export function MatchVideo({ streams, partnerName, onPartnerShown }: MatchVideoProps) {
  const { t } = useTranslation();
  const { local, remote, unavailable } = useSyncExternalStore(streams.subscribe, () => streams.current);
  const shown = useRef(onPartnerShown);
  useEffect(() => {
    shown.current = onPartnerShown;
  });
  useEffect(() => {
    if (unavailable) shown.current?.(false);
  }, [unavailable]);
  if (!remote && !local) return null;
  return (
    <div className="aura-match-video-frame">
      {remote && (
        <StreamVideo
          stream={remote}
          label={t('matching.partnerVideo', { name: partnerName })}
          muted={false}
          onPlaying={() => onPartnerShown?.(true)}
        />
      )}
      {local && (
        <div className="aura-match-video-self">
          <StreamVideo stream={local} label={t('matching.selfVideo')} muted />
        </div>
      )}
    </div>
  );
}
