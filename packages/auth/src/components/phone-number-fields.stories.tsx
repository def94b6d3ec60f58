import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { inLoginFrame } from '../../test/story-decorators.tsx';
import { PhoneNumberFields } from './phone-number-fields.tsx';

const meta = {
  title: 'auth/Sign-in/parts/PhoneNumberFields',
  component: PhoneNumberFields,
  decorators: [inLoginFrame],
} satisfies Meta<typeof PhoneNumberFields>;
export default meta;
type Story = StoryObj<typeof meta>;

function Fields({ initialCountry, error }: { initialCountry: string; error?: string }) {
  const [country, setCountry] = useState(initialCountry);
  const [number, setNumber] = useState('');
  return (
    <PhoneNumberFields
      country={country}
      number={number}
      onCountryChange={setCountry}
      onNumberChange={setNumber}
      error={error}
    />
  );
}

const args = { country: 'NL', number: '', onCountryChange: () => {}, onNumberChange: () => {} };

/** The country picker names each country in the page's language, with its calling code. */
export const Netherlands: Story = { args, render: () => <Fields initialCountry="NL" /> };
export const Turkey: Story = { args, render: () => <Fields initialCountry="TR" /> };
export const InvalidNumber: Story = {
  args,
  render: () => <Fields initialCountry="GB" error="Please enter a valid phone number." />,
};
