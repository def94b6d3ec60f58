import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChevronGlyph, CloseGlyph } from './glyphs.tsx';

describe('glyphs', () => {
  it('mark the icons that point along the reading direction, to be mirrored right to left', () => {
    const { container } = render(
      <>
        <ChevronGlyph towards="start" className="back" />
        <CloseGlyph />
      </>,
    );
    const [chevron, close] = container.querySelectorAll('svg');
    expect(chevron).toHaveClass('aura-glyph-directional', 'back');
    expect(close).not.toHaveAttribute('class');
  });
});
