import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BirthdayPicker } from './birthday-picker.tsx';

const meta = {
  title: 'auth/Sign-in/parts/BirthdayPicker',
  component: BirthdayPicker,
  args: {
    value: { year: undefined, month: undefined, day: undefined },
    onChange: fn(),
    now: Date.UTC(2025, 5, 1),
    hint: 'Cannot change after selection.',
  },
} satisfies Meta<typeof BirthdayPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Picked: Story = { args: { value: { year: 1996, month: 2, day: 29 } } };
export const UnderAge: Story = {
  args: {
    value: { year: 2012, month: 4, day: 1 },
    error: 'You must be at least 18 years old to use this site.',
  },
};
