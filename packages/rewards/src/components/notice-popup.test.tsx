import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRewards } from '../../test/render.tsx';
import { noticeDismissed } from '../slice.ts';
import { NoticePopup } from './notice-popup.tsx';

const notices = [
  { id: 'weekend', msg: 'Double coins this weekend!', targetUrl: '/task' },
  { id: 'later', msg: 'Another notice' },
];

describe('NoticePopup', () => {
  it('shows the first notice and follows its link, dismissing it', async () => {
    const onOpen = vi.fn();
    const { store, user } = await renderWithRewards(<NoticePopup onOpen={onOpen} />, {
      rewards: { notices },
    });
    const dialog = screen.getByRole('dialog', { name: 'Notice' });
    expect(dialog).toHaveTextContent('Double coins this weekend!');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(onOpen).toHaveBeenCalledWith('/task');
    expect(store.actions.filter(noticeDismissed.match)).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Notice' })).toHaveTextContent('Another notice');
  });

  it('waits while the check-in popup is open', async () => {
    await renderWithRewards(<NoticePopup onOpen={() => {}} />, {
      rewards: {
        notices,
        checkIn: {
          open: true,
          status: 'loading',
          value: undefined,
          submitting: false,
          paid: undefined,
          message: undefined,
        },
      },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
