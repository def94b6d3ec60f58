import { useTranslation } from '@aura/i18n-catalog';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import './match-page.css';
import type { MatchStreams } from '../video.ts';

export interface MatchVideoProps {
  streams: MatchStreams;
  /** The partner's name, for the video's accessible name. */
  partnerName: string;
}

function StreamVideo({ stream, label, muted }: { stream: MediaStream; label: string; muted: boolean }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.srcObject = stream;
  }, [stream]);
  return (
    // A live conversation has no captions to offer; the partner's words are in the audio.
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video ref={ref} aria-label={label} autoPlay playsInline muted={muted} className="aura-match-video-el" />
  );
}

/** The partner's video, with this side's camera small in the corner, while a match's media runs. */
export function MatchVideo({ streams, partnerName }: MatchVideoProps) {
  const { t } = useTranslation();
  const { local, remote } = useSyncExternalStore(streams.subscribe, () => streams.current);
  if (!remote && !local) return null;
  return (
    <div className="aura-match-video-frame">
      {remote && (
        <StreamVideo
          stream={remote}
          label={t('matching.partnerVideo', { name: partnerName })}
          muted={false}
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
