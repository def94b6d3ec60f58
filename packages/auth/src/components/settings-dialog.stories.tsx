import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '@aura/i18n-catalog';
import { Button } from '@aura/ui-kit';
import { withAuthStore } from '../testing/story-store.tsx';
import { sampleProfile, sampleUser } from '../testing/fixtures.ts';
import { SettingsDialog } from './settings-dialog.tsx';

const meta = {
  title: 'auth/SettingsDialog',
  component: SettingsDialog,
  args: { defaultOpen: true },
  decorators: [withAuthStore],
} satisfies Meta<typeof SettingsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** E-mail bound and verified, no phone. */
export const EmailVerified: Story = {
  parameters: { auth: { status: 'loggedIn', user: sampleUser, profile: sampleProfile } },
};

/** A host: her points, earned today and in total, under the coin balance. */
export const Host: Story = {
  parameters: {
    auth: { status: 'loggedIn', user: sampleUser, profile: sampleProfile },
    wallet: {
      host: true,
      coins: { balance: 75, seq: 3 },
      points: { balance: 2340, seq: 81, earnedToday: 120, earnedTotal: 2340 },
    },
  },
};

export const EmailUnverifiedPhoneBound: Story = {
  parameters: {
    auth: {
      status: 'loggedIn',
      user: sampleUser,
      profile: { ...sampleProfile, emailVerified: false, phone: '+31 6 12345678' },
    },
  },
};

export const NothingBound: Story = {
  parameters: {
    auth: {
      status: 'loggedIn',
      user: { ...sampleUser, goldNum: 0 },
      profile: { ...sampleProfile, email: undefined, emailVerified: false, phone: undefined },
    },
  },
};

/** A settings page's link as the shell gives it (a router link there, a plain one here). */
function SettingsLink({ close }: { close: () => void }) {
  const { t } = useTranslation();
  return (
    <Button asChild variant="secondary" fullWidth>
      <a href="#call-settings" onClick={close}>
        {t('hosts.callSettings.title')}
      </a>
    </Button>
  );
}

/** With the shell's settings pages (the app gives a router link to Call settings). */
export const WithSettingsLinks: Story = {
  args: {
    links: (close) => <SettingsLink close={close} />,
  },
  parameters: { auth: { status: 'loggedIn', user: sampleUser, profile: sampleProfile } },
};
