import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { kycState } from '../testing/profile-store.tsx';
import { KycPopup } from './kyc-popup.tsx';
import './profile.css';

const meta = {
  title: 'profile/KycPopup',
  component: KycPopup,
  args: { open: true, onOpenChange: fn(), state: kycState('required'), estimating: false, onPhotos: fn() },
} satisfies Meta<typeof KycPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before the camera starts: what happens and why. */
export const Ready: Story = {};

/** The photos are with the server. */
export const Estimating: Story = { args: { estimating: true } };

/** No face in the photos. */
export const NoFace: Story = {
  args: { error: 'No face was found. Face the camera in good light and try again.' },
};
