import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CallSettingsState } from '../slice.ts';
import { withHostsStore } from '../testing/hosts-store.tsx';
import { CallSettingsPage } from './call-settings-page.tsx';

const store = (callSettings: Partial<CallSettingsState>) => ({
  store: {
    auth: { status: 'loggedIn' as const },
    hosts: {
      callSettings: {
        status: 'idle',
        settings: undefined,
        saving: false,
        result: undefined,
        ...callSettings,
      },
    },
  },
});

const meta = {
  title: 'hosts/CallSettingsPage',
  component: CallSettingsPage,
  decorators: [withHostsStore],
  parameters: store({
    status: 'ready',
    settings: { videoFriendsOnly: false, host: { pricePerMinute: 80, friendPricePerMinute: 80 } },
  }),
} satisfies Meta<typeof CallSettingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A host's page (without sagas, the story's store stays as given). */
export const Host: Story = {};

export const User: Story = { parameters: store({ status: 'ready', settings: { videoFriendsOnly: true } }) };

export const Loading: Story = { parameters: store({ status: 'loading' }) };

export const Failed: Story = { parameters: store({ status: 'failed' }) };
