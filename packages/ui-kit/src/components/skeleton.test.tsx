import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './skeleton.tsx';

describe('Skeleton', () => {
  it('draws the number of text lines asked for, hidden from assistive technology', () => {
    const { container } = render(<Skeleton lines={3} />);
    const skeleton = container.firstElementChild;
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(skeleton).toHaveAttribute('data-shape', 'text');
    expect(skeleton?.querySelectorAll('.aura-skeleton-line')).toHaveLength(3);
  });

  it('draws at least one line', () => {
    const { container } = render(<Skeleton lines={0} />);
    expect(container.querySelectorAll('.aura-skeleton-line')).toHaveLength(1);
  });

  it('draws circles and rectangles at the size given', () => {
    const { container } = render(
      <>
        <Skeleton shape="circle" width="3rem" />
        <Skeleton shape="rect" width="100%" height="12rem" />
      </>,
    );
    const [circle, rect] = Array.from(container.children) as HTMLElement[];
    expect(circle).toHaveAttribute('data-shape', 'circle');
    expect(circle?.style.getPropertyValue('--aura-skeleton-width')).toBe('3rem');
    expect(rect).toHaveAttribute('data-shape', 'rect');
    expect(rect?.style.getPropertyValue('--aura-skeleton-height')).toBe('12rem');
    expect(rect).toHaveAttribute('aria-hidden', 'true');
  });
});
