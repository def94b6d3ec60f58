import type { HostEarnings } from '@aura/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProfile } from '../../test/render.tsx';
import { EarningsSection } from './earnings-section.tsx';

const earned: HostEarnings = {
  host: true,
  days: [
    { day: '2026-06-16', points: 6, calls: 1 },
    { day: '2026-06-15', points: 24, calls: 2 },
  ],
  calls: [
    { callId: '12', startedAt: Date.UTC(2026, 5, 16, 9, 0), minutes: 1, points: 6 },
    { callId: '11', startedAt: Date.UTC(2026, 5, 15, 20, 0), minutes: 3, points: 18 },
  ],
};

describe('EarningsSection', () => {
  it('shows a host her points per day and per call', async () => {
    renderWithProfile(<EarningsSection />, { api: { earnings: async () => earned } });
    const byDay = await screen.findByRole('table', { name: 'Per day (UTC)' });
    const days = within(byDay).getAllByRole('row').slice(1);
    expect(days.map((row) => row.textContent)).toEqual(['Jun 16, 202616', 'Jun 15, 2026224']);
    const byCall = screen.getByRole('table', { name: 'Per call' });
    const calls = within(byCall).getAllByRole('row').slice(1);
    expect(
      calls.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['1', '6'],
      ['3', '18'],
    ]);
  });

  it('shows nothing to a user who is no host, and a line to a host who earned nothing yet', async () => {
    const none = renderWithProfile(<EarningsSection />);
    await vi.waitFor(() => expect(none.store.getState().profile.earnings.status).toBe('loaded'));
    expect(none.container).toBeEmptyDOMElement();
    none.unmount();
    renderWithProfile(<EarningsSection />, {
      api: { earnings: async () => ({ host: true, days: [], calls: [] }) },
    });
    expect(await screen.findByText('No paid calls yet.')).toBeVisible();
  });

  it('offers a retry when the earnings could not be read', async () => {
    const earnings = vi.fn(async (): Promise<HostEarnings> => {
      throw new Error('offline');
    });
    const { user } = renderWithProfile(<EarningsSection />, { api: { earnings } });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(earnings).toHaveBeenCalledTimes(2);
  });
});
