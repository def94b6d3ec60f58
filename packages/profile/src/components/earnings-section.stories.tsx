import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withProfileStore } from '../testing/profile-store.tsx';
import { EarningsSection } from './earnings-section.tsx';
import './profile.css';

const meta = {
  title: 'profile/EarningsSection',
  component: EarningsSection,
  decorators: [withProfileStore],
} satisfies Meta<typeof EarningsSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A host with calls on two days. */
export const Host: Story = {
  parameters: {
    api: {
      earnings: async () => ({
        host: true,
        days: [
          { day: '2026-06-16', points: 6, calls: 1 },
          { day: '2026-06-15', points: 24, calls: 2 },
        ],
        calls: [
          { callId: '12', startedAt: Date.UTC(2026, 5, 16, 9, 0), minutes: 1, points: 6 },
          { callId: '11', startedAt: Date.UTC(2026, 5, 15, 20, 30), minutes: 1, points: 6 },
          { callId: '10', startedAt: Date.UTC(2026, 5, 15, 20, 0), minutes: 3, points: 18 },
        ],
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: 'Per call' })).toBeVisible();
  },
};

/** A host before her first paid call. */
export const NothingYet: Story = {
  parameters: { api: { earnings: async () => ({ host: true, days: [], calls: [] }) } },
};
