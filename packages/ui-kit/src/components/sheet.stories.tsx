import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button.tsx';
import { Sheet, SheetClose } from './sheet.tsx';

const meta = {
  title: 'ui-kit/Sheet',
  component: Sheet,
  args: {
    title: 'Send a gift',
    description: 'Gifts are paid in coins and arrive instantly.',
    closeLabel: 'Close',
    onOpenChange: fn(),
    children: (
      <ul>
        <li>Rose · 10 coins</li>
        <li>Teddy bear · 99 coins</li>
        <li>Diamond ring · 999 coins</li>
      </ul>
    ),
    footer: (
      <SheetClose>
        <Button fullWidth>Send</Button>
      </SheetClose>
    ),
  },
  argTypes: { side: { control: 'inline-radio', options: ['bottom', 'right'] } },
} satisfies Meta<typeof Sheet>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Bottom: Story = { args: { defaultOpen: true } };

export const Right: Story = {
  args: { defaultOpen: true, side: 'right', title: 'Filters', description: 'Show hosts who match.' },
};

/** Slides up from its trigger, traps focus, and closes on Escape with focus back on the trigger. */
export const FromTrigger: Story = {
  args: { trigger: <Button>Gifts</Button> },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Gifts' });
    await userEvent.click(trigger);
    const sheet = await screen.findByRole('dialog', { name: 'Send a gift' });
    await expect(sheet).toHaveAttribute('data-side', 'bottom');
    await expect(sheet).toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(sheet).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const CloseButton: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const sheet = await screen.findByRole('dialog', { name: 'Send a gift' });
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
