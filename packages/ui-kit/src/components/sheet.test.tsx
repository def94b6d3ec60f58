import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOBILE_MEDIA_QUERY } from '../viewport.ts';
import { Button } from './button.tsx';
import { Sheet, SheetClose } from './sheet.tsx';

function renderGiftSheet(side?: 'bottom' | 'right', onSend = vi.fn()) {
  return render(
    <Sheet
      side={side}
      trigger={<Button>Gifts</Button>}
      title="Send a gift"
      description="Gifts are paid in coins."
      closeLabel="Close"
      footer={
        <SheetClose>
          <Button onClick={onSend}>Send</Button>
        </SheetClose>
      }
    >
      <input aria-label="Message" />
    </Sheet>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('Sheet', () => {
  it('opens as a bottom drawer by default, a modal dialog named and described for assistive technology', async () => {
    renderGiftSheet();
    await userEvent.click(screen.getByRole('button', { name: 'Gifts' }));
    const sheet = screen.getByRole('dialog', { name: 'Send a gift' });
    expect(sheet).toHaveAccessibleDescription('Gifts are paid in coins.');
    expect(sheet).toHaveAttribute('data-side', 'bottom');
    expect(sheet.querySelector('.aura-sheet-handle')).toHaveAttribute('aria-hidden', 'true');
  });

  it('slides in from the right when asked, without a grab handle', async () => {
    renderGiftSheet('right');
    await userEvent.click(screen.getByRole('button', { name: 'Gifts' }));
    const sheet = screen.getByRole('dialog', { name: 'Send a gift' });
    expect(sheet).toHaveAttribute('data-side', 'right');
    expect(sheet.querySelector('.aura-sheet-handle')).toBeNull();
  });

  it('is always a bottom sheet on phones', async () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query === MOBILE_MEDIA_QUERY,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    renderGiftSheet('right');
    await userEvent.click(screen.getByRole('button', { name: 'Gifts' }));
    expect(screen.getByRole('dialog', { name: 'Send a gift' })).toHaveAttribute('data-side', 'bottom');
  });

  it('traps focus and closes on Escape, returning focus to the trigger', async () => {
    renderGiftSheet();
    const trigger = screen.getByRole('button', { name: 'Gifts' });
    await userEvent.click(trigger);
    const sheet = screen.getByRole('dialog');
    for (let press = 0; press < 4; press++) {
      await userEvent.tab();
      expect(sheet).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();
  });

  it('closes from a footer action after running it', async () => {
    const onSend = vi.fn();
    renderGiftSheet('bottom', onSend);
    await userEvent.click(screen.getByRole('button', { name: 'Gifts' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('when controlled, reports a close request from its close button', async () => {
    const onOpenChange = vi.fn();
    render(<Sheet open onOpenChange={onOpenChange} title="Filters" closeLabel="Close" />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
  });
});
