import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from './text-field.tsx';

const meta = {
  title: 'ui-kit/TextField',
  component: TextField,
  args: { label: 'Nickname' },
  argTypes: { type: { control: 'select', options: ['text', 'email', 'password', 'tel', 'number'] } },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nickname' });
    await userEvent.type(input, 'Mia');
    await expect(input).toHaveValue('Mia');
  },
};

export const WithHint: Story = { args: { hint: 'Others see this name on your profile.' } };

export const WithError: Story = {
  args: {
    label: 'E-mail',
    type: 'email',
    defaultValue: 'mia@',
    error: 'Enter an address like name@example.com.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-mail' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter an address like name@example.com.');
  },
};

export const Required: Story = {
  args: { label: 'Phone number', type: 'tel', required: true, autoComplete: 'tel' },
};

export const Password: Story = {
  args: {
    label: 'Password',
    type: 'password',
    hint: 'At least 8 characters.',
    showPasswordLabel: 'Show password',
    hidePasswordLabel: 'Hide password',
    autoComplete: 'new-password',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await userEvent.type(input, 'open sesame');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const NumberField: Story = { args: { label: 'Age', type: 'number', min: 18, inputMode: 'numeric' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Mia' } };
