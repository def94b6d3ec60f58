import type { Meta, StoryObj } from '@storybook/react-vite';
import { inLoginFrame, withFlowsStore } from '../../test/story-decorators.tsx';
import { MethodList } from './method-list.tsx';

const meta = {
  title: 'auth/Sign-in/MethodList',
  component: MethodList,
  decorators: [inLoginFrame, withFlowsStore],
} satisfies Meta<typeof MethodList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithSocialProviders: Story = { parameters: { setup: 'methods' } };
export const Loading: Story = { parameters: { setup: 'methodsLoading' } };
export const GooglePermissionNeeded: Story = { parameters: { setup: 'googlePermission' } };
