import type { Meta, StoryObj } from '@storybook/react-vite';
import { inLoginFrame, withFlowsStore } from '../../test/story-decorators.tsx';
import { ProfileCompletion } from './profile-completion.tsx';

const meta = {
  title: 'auth/Sign-in/ProfileCompletion',
  component: ProfileCompletion,
  decorators: [inLoginFrame, withFlowsStore],
} satisfies Meta<typeof ProfileCompletion>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nickname, gender and birthday (each with "Cannot change after selection"), the 18+ confirmation. */
export const Empty: Story = { parameters: { setup: 'completeProfile' } };
/** Under 18, a nickname with sensitive words, no confirmation. */
export const Errors: Story = { parameters: { setup: 'completeProfileErrors' } };
