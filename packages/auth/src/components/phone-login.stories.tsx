import type { Meta, StoryObj } from '@storybook/react-vite';
import { inLoginFrame, withFlowsStore } from '../../test/story-decorators.tsx';
import { PhoneLogin } from './phone-login.tsx';

const meta = {
  title: 'auth/Sign-in/PhoneLogin',
  component: PhoneLogin,
  decorators: [inLoginFrame, withFlowsStore],
} satisfies Meta<typeof PhoneLogin>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Country with its calling code (the visitor's by IP first), the number, SMS or WhatsApp. */
export const NumberStep: Story = { parameters: { setup: 'phoneNumber' } };
export const InvalidNumber: Story = { parameters: { setup: 'phoneInvalidNumber' } };
export const RegistrationUnavailable: Story = { parameters: { setup: 'phoneRegistrationUnavailable' } };
/** A new number: the code, the resend countdown and the optional password. */
export const CodeForNewNumber: Story = { parameters: { setup: 'phoneCodeNewNumber' } };
export const IncorrectCode: Story = { parameters: { setup: 'phoneCodeIncorrect' } };
export const TooManyWrongCodes: Story = { parameters: { setup: 'phoneTooManyWrongCodes' } };
