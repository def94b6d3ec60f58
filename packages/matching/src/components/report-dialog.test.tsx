import { REPORT_TEXT_MAX_LENGTH } from '@aura/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMatching } from '../../test/render.tsx';
import type { ReportState } from '../report-slice.ts';
import { ReportDialog } from './report-dialog.tsx';
import { ReportHost } from './report-host.tsx';

const target = { subject: 'match' as const, id: '41', name: 'Noor' };
const open: ReportState = { target, status: 'editing', blocked: false };

describe('ReportDialog', () => {
  it('sends the chosen reason, the comment and the block (on by default)', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithMatching(<ReportDialog report={open} onSubmit={onSubmit} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Report Noor' });
    expect(within(dialog).getByRole('textbox', { name: /Comment/ })).toHaveAttribute(
      'maxlength',
      String(REPORT_TEXT_MAX_LENGTH),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    // No reason yet: the form is not sent.
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('radio', { name: 'Looks younger than 18' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Comment/ }), 'Says she is 15');
    expect(within(dialog).getByRole('checkbox', { name: /Block Noor/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(onSubmit).toHaveBeenCalledWith({ reason: 'underage', comment: 'Says she is 15', block: true });
  });

  it('reports without blocking when the box is cleared', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithMatching(<ReportDialog report={open} onSubmit={onSubmit} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Report Noor' });
    await user.click(within(dialog).getByRole('radio', { name: 'Scam, spam or asking for money' }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Block Noor/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(onSubmit).toHaveBeenCalledWith({ reason: 'scam', block: false });
  });

  it('says the report was sent and the user blocked, and closes', async () => {
    const onClose = vi.fn();
    const { user } = renderWithMatching(
      <ReportDialog
        report={{ target, status: 'sent', blocked: true }}
        onSubmit={vi.fn()}
        onClose={onClose}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Report Noor' });
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Thank you. Your report was sent and Noor is blocked.',
    );
    // The footer's Close (the corner's ✕ says the same).
    const closes = within(dialog).getAllByRole('button', { name: 'Close' });
    await user.click(closes.at(-1)!);
    expect(onClose).toHaveBeenCalled();
  });

  it('says so when the report could not be sent, in Turkish too', async () => {
    renderWithMatching(
      <ReportDialog report={{ ...open, status: 'failed' }} onSubmit={vi.fn()} onClose={vi.fn()} />,
      { locale: 'tr' },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Şikâyet gönderilemedi. Lütfen tekrar deneyin.',
    );
  });

  it('is closed while nothing is being reported', () => {
    renderWithMatching(
      <ReportDialog report={{ status: 'editing', blocked: false }} onSubmit={vi.fn()} onClose={vi.fn()} />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('ReportHost', () => {
  it('opens on reportOpened and dispatches the send', async () => {
    const { user, store } = renderWithMatching(<ReportHost />);
    store.dispatch({ type: 'report/reportOpened', payload: target });
    const dialog = await screen.findByRole('dialog', { name: 'Report Noor' });
    await user.click(within(dialog).getByRole('radio', { name: 'Nudity or sexual content' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(store.getState().report.status).toBe('sending');
    expect(store.actions.at(-1)).toEqual({
      type: 'report/reportSubmitted',
      payload: { reason: 'nudity', block: true },
    });
  });
});
