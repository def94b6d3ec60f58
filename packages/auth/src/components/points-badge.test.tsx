import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithAuth } from '../../test/render.tsx';
import { PointsBadge } from './points-badge.tsx';

describe('PointsBadge', () => {
  it('shows the points grouped for the reader, and names them for screen readers', () => {
    renderWithAuth(<PointsBadge amount={1260} />);
    expect(screen.getByText('1,260')).toBeVisible();
    expect(screen.getByText('1,260 points')).toBeInTheDocument();
  });

  it('writes them the Dutch way', async () => {
    renderWithAuth(<PointsBadge amount={1} />, { locale: 'nl' });
    expect(await screen.findByText('1 punt')).toBeInTheDocument();
  });
});
