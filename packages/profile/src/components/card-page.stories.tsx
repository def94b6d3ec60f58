import { LIKE_LIMITS } from '@aura/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { otherProfile } from '../testing/fixtures.ts';
import { withProfileStore } from '../testing/profile-store.tsx';
import { CardPage } from './card-page.tsx';

const meta = {
  title: 'profile/CardPage',
  component: CardPage,
  decorators: [withProfileStore],
  parameters: {
    api: {
      likes: async () => ({
        likes: [
          { userId: '100009', nickname: 'Kai', photo: null, likedAt: Date.parse('2026-11-26T12:00:00Z') },
        ],
      }),
    },
  },
} satisfies Meta<typeof CardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A card, its price on Like, and someone who liked the user. */
export const Deck: Story = {};

/** Nobody left to show. */
export const Empty: Story = {
  parameters: {
    api: { deck: async () => ({ price: LIKE_LIMITS.price, cards: [] }), likes: async () => ({ likes: [] }) },
  },
};

/** Just liked back: the two are friends now. */
export const Friends: Story = {
  parameters: {
    store: {
      card: {
        status: 'loaded',
        price: LIKE_LIMITS.price,
        cards: [otherProfile],
        likes: [],
        notice: { kind: 'friends', userId: '100009', nickname: 'Kai' },
      },
    },
  },
};
