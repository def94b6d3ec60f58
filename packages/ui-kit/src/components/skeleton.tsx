import type { CSSProperties } from 'react';
import './skeleton.css';

export type SkeletonShape = 'text' | 'circle' | 'rect';

export interface SkeletonProps {
  shape?: SkeletonShape;
  /** For text: how many lines; the last one is shorter, as a paragraph's is. */
  lines?: number;
  /** Any CSS length; text fills its container and circles default to 2.5rem. */
  width?: string;
  /** Any CSS length; rectangles default to 8rem. For circles only `width` counts. */
  height?: string;
  className?: string;
}

/**
 * A shimmering placeholder for content that is loading. It is hidden from assistive technology: announce the
 * loading state once, elsewhere (a Spinner's label, say), not once per placeholder.
 */
export function Skeleton({ shape = 'text', lines = 1, width, height, className }: SkeletonProps) {
  const style = {
    '--aura-skeleton-width': width,
    '--aura-skeleton-height': height,
  } as CSSProperties;
  const classes = ['aura-skeleton', className].filter(Boolean).join(' ');
  if (shape !== 'text') {
    return <span className={classes} data-shape={shape} style={style} aria-hidden="true" />;
  }
  return (
    <span className={classes} data-shape="text" style={style} aria-hidden="true">
      {Array.from({ length: Math.max(1, lines) }, (_, line) => (
        <span key={line} className="aura-skeleton-line" />
      ))}
    </span>
  );
}
