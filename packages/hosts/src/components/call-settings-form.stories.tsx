import { BUSINESS_CODES } from '@aura/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CallSettingsForm } from './call-settings-form.tsx';

const meta = {
  title: 'hosts/CallSettingsForm',
  component: CallSettingsForm,
  args: { settings: { videoFriendsOnly: false }, saving: false, result: undefined, onSubmit: fn() },
} satisfies Meta<typeof CallSettingsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A user who is no host: the video setting only. */
export const User: Story = {};

/** A host: the video setting and both prices. */
export const Host: Story = {
  args: { settings: { videoFriendsOnly: true, host: { pricePerMinute: 80, friendPricePerMinute: 60 } } },
};

export const HostPhone: Story = { ...Host, globals: { viewport: { value: 'narrow' } } };

/** A price out of bounds, refused before anything is sent. */
export const InvalidPrice: Story = {
  ...Host,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const price = canvas.getByRole('textbox', { name: 'Price per minute, in coins' });
    await userEvent.clear(price);
    await userEvent.type(price, '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Saving: Story = { ...Host, args: { ...Host.args, saving: true } };

export const Saved: Story = { ...Host, args: { ...Host.args, result: { saved: true } } };

export const Refused: Story = { args: { result: { saved: false, code: BUSINESS_CODES.notAHost } } };
