import type { Meta, StoryObj } from '@storybook/react-vite';
import { CallStatus, CoinsWarning, CostMeter, QualityIndicator } from './call-status.tsx';

const meta = {
  title: 'rtc-call/CallStatus',
  component: CallStatus,
  args: {
    call: {
      phase: 'connected',
      connection: 'connected',
      elapsedSec: 754,
      peer: { userId: '2', userName: 'Ada' },
    },
  },
} satisfies Meta<typeof CallStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Connected: Story = {};
export const OverAnHour: Story = { args: { call: { ...meta.args.call, elapsedSec: 3725 } } };
export const Calling: Story = { args: { call: { ...meta.args.call, phase: 'outgoing' } } };
export const Reconnecting: Story = { args: { call: { ...meta.args.call, connection: 'reconnecting' } } };

export const Quality: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, background: '#0b0b10', padding: 16 }}>
      <QualityIndicator quality="unknown" />
      <QualityIndicator quality="poor" />
      <QualityIndicator quality="fair" />
      <QualityIndicator quality="good" />
    </div>
  ),
};

export const Cost: Story = {
  render: () => <CostMeter pricePerMinute={60} balance={440} minutesBilled={2} />,
};

export const CoinsRunningOut: Story = {
  render: () => <CoinsWarning visible />,
};
