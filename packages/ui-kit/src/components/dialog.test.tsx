import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';
import { Dialog, DialogClose } from './dialog.tsx';

function renderReportDialog(extra: Partial<Parameters<typeof Dialog>[0]> = {}) {
  return render(
    <Dialog
      trigger={<Button>Report</Button>}
      title="Report this user"
      description="Tell us what happened."
      closeLabel="Close"
      footer={
        <DialogClose>
          <Button>Cancel</Button>
        </DialogClose>
      }
      {...extra}
    >
      <input aria-label="Reason" />
    </Dialog>,
  );
}

describe('Dialog', () => {
  it('opens from its trigger as a modal dialog named and described by its title and description', async () => {
    renderReportDialog();
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = screen.getByRole('dialog', { name: 'Report this user' });
    expect(dialog).toHaveAccessibleDescription('Tell us what happened.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('keeps focus inside while open', async () => {
    renderReportDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = screen.getByRole('dialog');
    for (let press = 0; press < 5; press++) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    renderReportDialog();
    const trigger = screen.getByRole('button', { name: 'Report' });
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();
  });

  it('closes from its labelled close button and from a footer action', async () => {
    const onCancel = vi.fn();
    renderReportDialog({
      footer: (
        <DialogClose>
          <Button onClick={onCancel}>Cancel</Button>
        </DialogClose>
      ),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('when controlled, asks its owner to close and stays open until told', async () => {
    const onOpenChange = vi.fn();
    render(<Dialog open onOpenChange={onOpenChange} title="Delete chat" closeLabel="Close" />);
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('dialog', { name: 'Delete chat' })).toBeInTheDocument();
  });

  it('follows its owner when controlled', async () => {
    function Owner() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Open</Button>
          <Dialog open={open} onOpenChange={setOpen} title="Delete chat" closeLabel="Close" />
        </>
      );
    }
    render(<Owner />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Delete chat' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('leaves its close button out when a footer action does the same, and still closes on Escape', async () => {
    const onOpenChange = vi.fn();
    render(
      <Dialog
        open
        onOpenChange={onOpenChange}
        title="Call ended"
        closeLabel="Close"
        closeButton={false}
        footer={
          <DialogClose>
            <Button>Close</Button>
          </DialogClose>
        }
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Call ended' });
    expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(1);
    expect(dialog.querySelector('.aura-modal-close')).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('takes a press from the moment it shuts the page behind it off', () => {
    // Radix turns the body's pointer-events off as the dialog opens: look at the dialog's buttons right then.
    const body = document.body.style;
    const pointerEvents = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(body), 'pointerEvents')!;
    const buttonsWhenShut: string[] = [];
    Object.defineProperty(body, 'pointerEvents', {
      configurable: true,
      get: () => pointerEvents.get!.call(body) as string,
      set: (value: string) => {
        pointerEvents.set!.call(body, value);
        if (value !== 'none') return;
        for (const button of document.querySelectorAll('[role="dialog"] button'))
          buttonsWhenShut.push(getComputedStyle(button).pointerEvents);
      },
    });
    try {
      render(<Dialog defaultOpen title="Are you 18?" closeLabel="Leave" footer={<Button>Leave</Button>} />);
    } finally {
      delete (body as { pointerEvents?: string }).pointerEvents;
    }
    expect(buttonsWhenShut).toEqual(['auto', 'auto']);
    expect(getComputedStyle(document.body).pointerEvents).toBe('none');
  });

  it('has no description link without a description', () => {
    render(<Dialog defaultOpen title="Delete chat" closeLabel="Close" size="sm" />);
    const dialog = screen.getByRole('dialog', { name: 'Delete chat' });
    expect(dialog).not.toHaveAttribute('aria-describedby');
    expect(dialog).toHaveAttribute('data-size', 'sm');
  });
});
