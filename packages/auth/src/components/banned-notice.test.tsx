import { ACCOUNT_BLOCK_HOURS, RESULT_CODES } from '@aura/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAuth } from '../../test/render.tsx';
import { BannedNotice } from './banned-notice.tsx';

function renderNotice(notice: Parameters<typeof BannedNotice>[0]['notice'], locale?: 'en' | 'tr') {
  const onDismiss = vi.fn();
  const rendered = renderWithAuth(<BannedNotice notice={notice} onDismiss={onDismiss} />, { locale });
  return { ...rendered, onDismiss };
}

describe('BannedNotice', () => {
  it('is closed without a ban', () => {
    renderNotice(undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tells of a ban of the account, with focus inside, until dismissed', async () => {
    const { user, onDismiss } = renderNotice({ code: RESULT_CODES.accountBanned, message: '' });
    const dialog = await screen.findByRole('dialog', { name: 'Account banned' });
    expect(dialog).toHaveAccessibleDescription('Login failed, this account has been banned.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('tells of a ban of the device', async () => {
    renderNotice({ code: RESULT_CODES.deviceBanned, message: 'ignored' });
    expect(await screen.findByRole('dialog')).toHaveAccessibleDescription(
      'Login failed, this device has been banned.',
    );
  });

  it('shows the server’s message for a ban of account and device', async () => {
    renderNotice({ code: RESULT_CODES.accountAndDeviceBanned, message: 'Banned for fraud.' });
    expect(await screen.findByRole('dialog')).toHaveAccessibleDescription('Banned for fraud.');
  });

  it('falls back to the spec’s sentence when that ban comes without a message', async () => {
    renderNotice({ code: RESULT_CODES.accountAndDeviceBanned, message: '' });
    expect(await screen.findByRole('dialog')).toHaveAccessibleDescription(
      'Login failed, the account and device have been banned.',
    );
  });

  it('tells of a block for some hours, and when it ends', async () => {
    renderNotice({
      code: RESULT_CODES.accountBanned,
      message: '',
      until: '2030-05-01T18:30:00.000Z',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Account blocked' });
    expect(dialog).toHaveAccessibleDescription(
      `Your account has been blocked for ${ACCOUNT_BLOCK_HOURS} hours for some reason. In the meantime, you can continue to use the site as a visitor.`,
    );
    expect(within(dialog).getByText(/^You can log in again from .*2030/)).toBeVisible();
  });

  it('is dismissed by Escape too', async () => {
    const { user, onDismiss } = renderNotice({ code: RESULT_CODES.accountBanned, message: '' });
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('speaks Turkish', async () => {
    renderNotice({ code: RESULT_CODES.accountBanned, message: '', until: '2030-05-01T18:30:00.000Z' }, 'tr');
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Hesap engellendi' })).toBeVisible());
  });
});
