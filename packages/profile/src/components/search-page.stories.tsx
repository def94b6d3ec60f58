import type { Meta, StoryObj } from '@storybook/react-vite';
import { withProfileStore } from '../testing/profile-store.tsx';
import { SearchPage } from './search-page.tsx';

const meta = {
  title: 'profile/SearchPage',
  component: SearchPage,
  decorators: [withProfileStore],
} satisfies Meta<typeof SearchPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

/** After a search for an id nobody has. */
export const NotFound: Story = { parameters: { store: { search: { status: 'notFound' } } } };
