import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ChoiceGroup } from './choice-group.tsx';

const meta = {
  title: 'auth/Sign-in/parts/ChoiceGroup',
  component: ChoiceGroup,
} satisfies Meta<typeof ChoiceGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

function Channel({ error }: { error?: string }) {
  const [value, setValue] = useState<'sms' | 'whatsapp'>('sms');
  return (
    <ChoiceGroup
      legend="Send the code by"
      value={value}
      choices={[
        { value: 'sms', label: 'SMS' },
        { value: 'whatsapp', label: 'WhatsApp' },
      ]}
      onChange={setValue}
      hint="Standard rates may apply."
      error={error}
    />
  );
}

export const Default: Story = {
  args: { legend: '', value: undefined, choices: [], onChange: () => {} },
  render: () => <Channel />,
};
export const WithError: Story = {
  args: { legend: '', value: undefined, choices: [], onChange: () => {} },
  render: () => <Channel error="Please choose one." />,
};
