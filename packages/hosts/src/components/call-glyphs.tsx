// The call buttons' icons. Decorative: each button carries its accessible name.
import { Glyph, type GlyphProps } from '@aura/ui-kit';

export function VideoGlyph(props: GlyphProps) {
  return (
    <Glyph {...props}>
      <rect x="2" y="6" width="14" height="12" rx="2" />
      <path d="M16 10l6-3v10l-6-3" />
    </Glyph>
  );
}

export function PhoneGlyph(props: GlyphProps) {
  return (
    <Glyph {...props}>
      <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z" />
    </Glyph>
  );
}
