import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withFlowsStore } from '../../test/story-decorators.tsx';
import { LoginPopup } from './login-popup.tsx';

const meta = {
  title: 'auth/Sign-in/LoginPopup',
  component: LoginPopup,
  decorators: [withFlowsStore],
} satisfies Meta<typeof LoginPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first view: phone, e-mail and the configured social providers. */
export const Methods: Story = {
  parameters: { setup: 'methods' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Log in or sign up' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue with phone number' }));
    const phone = await screen.findByRole('dialog', { name: 'Log in with phone number' });
    // The popup fades in: on a loaded machine it may still be at opacity 0 when its content has switched.
    await waitFor(() => expect(phone).toBeVisible(), { timeout: 10_000 });
    // The phone screens are a chunk of their own, loaded when the first one opens.
    const number = await within(phone).findByRole('textbox', { name: 'Phone number' });
    await expect(number).toBeVisible();
  },
};

/** While getLoginMethods answers: phone and e-mail are there already. */
export const MethodsLoading: Story = { parameters: { setup: 'methodsLoading' } };

/** Back from Google with `?oauthError=permission`. */
export const GooglePermissionNeeded: Story = { parameters: { setup: 'googlePermission' } };

/** On the narrowest phone (320 px) the popup is a bottom sheet. */
export const PhoneOnNarrowestPhone: Story = {
  parameters: { setup: 'phoneNumber' },
  globals: { viewport: { value: 'narrow' } },
};

export const PhoneCode: Story = { parameters: { setup: 'phoneCodeNewNumber' } };

export const EmailInbox: Story = { parameters: { setup: 'emailInbox' } };

/** A signed-in user with an incomplete profile: the popup asks for it and does not close. */
export const CompleteProfile: Story = { parameters: { setup: 'completeProfile' } };
