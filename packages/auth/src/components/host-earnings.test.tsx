import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithAuth } from '../../test/render.tsx';
import { HostEarnings } from './host-earnings.tsx';

describe('HostEarnings', () => {
  it("shows a host's points, what she earned today and in total", () => {
    renderWithAuth(<HostEarnings points={{ balance: 2340, seq: 81, earnedToday: 120, earnedTotal: 2340 }} />);
    const earnings = screen.getByRole('region', { name: 'Your earnings' });
    expect(within(earnings).getByText('2,340 points')).toBeInTheDocument();
    expect(within(earnings).getByText('Earned today').nextSibling).toHaveTextContent('120');
    expect(within(earnings).getByText('Earned in total').nextSibling).toHaveTextContent('2,340');
  });
});
