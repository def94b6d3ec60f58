import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ownProfile } from '../testing/fixtures.ts';
import { ProfileForm } from './profile-form.tsx';
import './profile.css';

const meta = {
  title: 'profile/ProfileForm',
  component: ProfileForm,
  args: { profile: ownProfile, onSubmit: fn(), onRefused: fn() },
} satisfies Meta<typeof ProfileForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One's own profile: gender fixed, the birthday change still free. */
export const Filled: Story = {};

/** The birthday changed once already: "Cannot change after selection." */
export const BirthdayLocked: Story = { args: { profile: { ...ownProfile, birthdayChangesLeft: 0 } } };

/** A new profile: gender still to choose. */
export const New: Story = {
  args: {
    profile: { ...ownProfile, gender: undefined, bio: '', interests: [], languages: [], photos: [] },
  },
};

/** The gateway refused the nickname. */
export const SensitiveNickname: Story = {
  args: { errors: { nickname: { key: 'base:profile.nicknameSensitiveWords' } } },
};

/** Saving, then saved. */
export const Saving: Story = { args: { saving: true } };
export const Saved: Story = { args: { saved: true } };
