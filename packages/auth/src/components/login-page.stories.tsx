import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFlowsStore } from '../../test/story-decorators.tsx';
import { LoginPage } from './login-page.tsx';

const meta = {
  title: 'auth/Sign-in/LoginPage',
  component: LoginPage,
  decorators: [withFlowsStore],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Methods: Story = { parameters: { setup: 'methodsLoaded' } };

export const NarrowestPhone: Story = {
  parameters: { setup: 'methodsLoaded' },
  globals: { viewport: { value: 'narrow' } },
};

/** /login?oauthError=permission. */
export const GooglePermissionNeeded: Story = { args: { search: '?oauthError=permission' } };
