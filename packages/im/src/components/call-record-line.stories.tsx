import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_CALL_RECORDS } from '../testing/fixtures.ts';
import { CallRecordLine } from './call-record-line.tsx';

const [video, voice] = SAMPLE_CALL_RECORDS.map((message) => message.call!);

const meta = {
  title: 'im/CallRecordLine',
  component: CallRecordLine,
  args: { call: video!, mine: true },
} satisfies Meta<typeof CallRecordLine>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Answered: Story = {};
export const MissedByMe: Story = { args: { call: voice!, mine: false } };
export const CancelledByMe: Story = { args: { call: voice!, mine: true } };
