import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormAlert } from './form-alert.tsx';

const meta = {
  title: 'auth/Sign-in/parts/FormAlert',
  component: FormAlert,
} satisfies Meta<typeof FormAlert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TooManyOperations: Story = { args: { message: { key: 'base:phone.tooManyOperations' } } };
export const WithValues: Story = {
  args: { message: { key: 'base:binding.rebindLocked', values: { count: 7, days: 7 } } },
};
export const Nothing: Story = { args: { message: undefined } };
