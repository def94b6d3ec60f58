import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRewards } from '../../test/render.tsx';
import { checkInClosed, checkInPressed } from '../slice.ts';
import { checkInState } from '../testing/fixtures.ts';
import { CheckInPopup } from './check-in-popup.tsx';

const open = (overrides: Parameters<typeof checkInState>[1] = {}, day = 3) => ({
  open: true,
  status: 'ready' as const,
  value: checkInState(day, overrides),
  submitting: false,
  paid: undefined,
  message: undefined,
});

describe('CheckInPopup', () => {
  it("shows the first week's days with their coins, today marked, and checks in", async () => {
    const { store, user } = await renderWithRewards(<CheckInPopup />, { rewards: { checkIn: open() } });
    const dialog = screen.getByRole('dialog', { name: 'Daily check-in' });
    const days = within(dialog).getAllByRole('listitem');
    expect(days.map((day) => day.textContent)).toEqual([
      'Day 1+10Checked in',
      'Day 2+10Checked in',
      'Day 3+20',
      'Day 4+20',
      'Day 5+30',
      'Day 6+30',
      'Day 7+50',
    ]);
    expect(days[2]).toHaveAttribute('aria-current', 'date');
    await user.click(within(dialog).getByRole('button', { name: 'Check in' }));
    expect(store.actions.filter(checkInPressed.match)).toHaveLength(1);
  });

  it('says what the check-in paid, and a VIP her daily coins', async () => {
    await renderWithRewards(<CheckInPopup />, {
      rewards: { checkIn: { ...open({ vip: true, vipCoins: 20, hasCheck: true }), paid: 40 } },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Checked in! +40 coins');
    expect(screen.getByText('VIP daily coins +20')).toBeVisible();
  });

  it('says, checked in already, how long until the next check-in, and the button is off', async () => {
    await renderWithRewards(<CheckInPopup />, {
      rewards: { checkIn: open({ hasCheck: true, secondsLeft: 3 * 3600 + 25 * 60 + 10 }) },
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'You have already checked in today. Check in again in 3 h 26 min.',
    );
    expect(screen.getByRole('button', { name: 'Checked in' })).toBeDisabled();
  });

  it.each([
    ['otherAccount', 'You have already checked in today with another account.'],
    ['firstWeekEnded', 'The first-week bonus has ended.'],
    ['serverTimeout', 'Server timed out, please try again.'],
  ] as const)('says the refusal %s in the spec’s words', async (kind, text) => {
    await renderWithRewards(<CheckInPopup />, { rewards: { checkIn: { ...open(), message: { kind } } } });
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });

  it('closes through the store', async () => {
    const { store, user } = await renderWithRewards(<CheckInPopup />, { rewards: { checkIn: open() } });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(store.actions.filter(checkInClosed.match)).toHaveLength(1);
  });
});
