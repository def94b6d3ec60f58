import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SelectField } from './select-field.tsx';

const meta = {
  title: 'auth/Sign-in/parts/SelectField',
  component: SelectField,
  args: {
    label: 'Month',
    value: '',
    placeholder: '—',
    options: [
      { value: '1', label: 'January' },
      { value: '2', label: 'February' },
      { value: '3', label: 'March' },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof SelectField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Picked: Story = { args: { value: '2' } };
export const WithError: Story = { args: { error: 'Please enter your birthday.' } };
