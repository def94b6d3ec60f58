import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ReportDialog } from './report-dialog.tsx';

const target = { subject: 'match' as const, id: '41', name: 'Noor' };

const meta = {
  title: 'matching/ReportDialog',
  component: ReportDialog,
  args: { report: { target, status: 'editing', blocked: false }, onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof ReportDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open from a match or a call: a reason, an optional comment, and Block (on). */
export const Editing: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Report Noor' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Harassment, hate or threats' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ reason: 'harassment', block: true });
  },
};

export const Sending: Story = { args: { report: { target, status: 'sending', blocked: false } } };

export const SentAndBlocked: Story = { args: { report: { target, status: 'sent', blocked: true } } };

export const Failed: Story = { args: { report: { target, status: 'failed', blocked: false } } };
