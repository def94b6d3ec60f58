import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { approvedPhoto, ownProfile } from '../testing/fixtures.ts';
import { PhotoAlbum } from './photo-album.tsx';
import './profile.css';

const meta = {
  title: 'profile/PhotoAlbum',
  component: PhotoAlbum,
  args: { photos: ownProfile.photos, nickname: 'Ayla' },
} satisfies Meta<typeof PhotoAlbum>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The owner's album: approved, under review, and rejected with the reason; add and delete. */
export const Own: Story = { args: { editable: true, onPick: fn(), onDelete: fn() } };

/** Uploading a photo. */
export const Uploading: Story = { args: { editable: true, uploading: true, onPick: fn(), onDelete: fn() } };

/** A refused file, with the spec's words. */
export const Refused: Story = {
  args: { editable: true, onPick: fn(), onDelete: fn(), error: 'The image size is limited to 5M.' },
};

/** As another user sees it: approved photos only. */
export const Others: Story = { args: { photos: [approvedPhoto] } };

/** No photos yet. */
export const Empty: Story = { args: { photos: [] } };
