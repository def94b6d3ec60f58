// Small inline icons the primitives draw themselves. They are decorative: the control around each one carries
// the accessible name, which always comes in through props.
import type { SVGProps } from 'react';

export type GlyphProps = SVGProps<SVGSVGElement> & {
  /**
   * The icon points along the reading direction (back, forward, next): mirrored in a right-to-left language
   * (styles/base.css). Icons of things (a phone, a camera) are not.
   */
  directional?: boolean;
};

/** A 24-unit stroked icon in currentColor, 1em square, hidden from assistive technology; features draw theirs in it. */
export function Glyph({ children, directional = false, className, ...rest }: GlyphProps) {
  const classes = [directional && 'aura-glyph-directional', className].filter(Boolean).join(' ');
  return (
    <svg
      className={classes || undefined}
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

export function CloseGlyph(props: GlyphProps) {
  return (
    <Glyph {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </Glyph>
  );
}

/** A chevron towards the line's start (back, previous) or end (forward, next): mirrored right to left. */
export function ChevronGlyph({ towards, ...props }: GlyphProps & { towards: 'start' | 'end' }) {
  return (
    <Glyph directional {...props}>
      <path d={towards === 'start' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </Glyph>
  );
}

export function EyeGlyph(props: GlyphProps) {
  return (
    <Glyph {...props}>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </Glyph>
  );
}

export function EyeOffGlyph(props: GlyphProps) {
  return (
    <Glyph {...props}>
      <path d="M10.6 5.1A10.7 10.7 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.1M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M2 2l20 20" />
    </Glyph>
  );
}

export function CoinGlyph(props: GlyphProps) {
  return (
    <Glyph stroke="none" {...props}>
      <circle cx="12" cy="12" r="10" fill="var(--aura-color-coin-glyph)" />
      <circle
        cx="12"
        cy="12"
        r="7"
        fill="none"
        stroke="var(--aura-color-coin-glyph-edge)"
        strokeWidth={1.5}
      />
      <path
        d="M12 8.5l1.1 2.3 2.4.3-1.8 1.7.5 2.4-2.2-1.2-2.2 1.2.5-2.4-1.8-1.7 2.4-.3z"
        fill="var(--aura-color-coin-glyph-edge)"
      />
    </Glyph>
  );
}

export function ToneGlyph({
  tone,
  ...props
}: GlyphProps & { tone: 'info' | 'success' | 'warning' | 'danger' }) {
  return (
    <Glyph {...props}>
      <circle cx="12" cy="12" r="9" />
      {tone === 'success' && <path d="M8 12.5l2.5 2.5L16 9.5" />}
      {tone === 'info' && <path d="M12 11v5M12 8h.01" />}
      {(tone === 'warning' || tone === 'danger') && <path d="M12 7v6M12 16.5h.01" />}
    </Glyph>
  );
}
