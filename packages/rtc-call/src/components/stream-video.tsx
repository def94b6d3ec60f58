import { useEffect, useRef } from 'react';

export interface StreamVideoProps {
  stream: MediaStream | undefined;
  /** What the video shows, for screen readers ("Your camera"). */
  label: string;
  /** The local preview is always muted (no echo of oneself); the remote one when the speaker is off. */
  muted: boolean;
  /** Mirrors the picture, as people expect of their own camera. */
  mirrored?: boolean;
  className?: string;
}

/** A <video> playing a MediaStream (srcObject cannot be set as an attribute, so a ref does it). */
export function StreamVideo({ stream, label, muted, mirrored = false, className }: StreamVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video || video.srcObject === (stream ?? null)) return;
    video.srcObject = stream ?? null;
    // play() rejects when the stream goes away before it starts; the next stream plays again.
    if (stream) video.play?.()?.catch(() => {});
  }, [stream]);
  return (
    // A live call has no caption track to offer; the label says whose picture it is.
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video
      ref={ref}
      className={className}
      aria-label={label}
      data-mirrored={mirrored || undefined}
      autoPlay
      playsInline
      muted={muted}
    />
  );
}
