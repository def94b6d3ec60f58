import { configureStore } from '@reduxjs/toolkit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { walletSlice } from '@aura/auth';
import { reportSlice } from '@aura/matching';
import { Provider } from 'react-redux';
import { CallStreams } from '../call-streams.ts';
import { callSlice, initialCallState, type CallState } from '../slice.ts';
import { CallOverlay } from './call-overlay.tsx';

/** The overlay over a store in a given call state (no sagas: pressing buttons only changes the store). */
function Overlay({ call }: { call: CallState }) {
  const store = configureStore({
    reducer: { call: callSlice.reducer, wallet: walletSlice.reducer, report: reportSlice.reducer },
    preloadedState: { call, wallet: { ...walletSlice.getInitialState(), coins: { balance: 160, seq: 1 } } },
  });
  return (
    <Provider store={store}>
      <CallOverlay streams={new CallStreams()} />
    </Provider>
  );
}

const meta = {
  title: 'rtc-call/CallOverlay',
  component: Overlay,
  parameters: { layout: 'fullscreen' },
  args: { call: initialCallState },
} satisfies Meta<typeof Overlay>;
export default meta;
type Story = StoryObj<typeof meta>;

const peer = { userId: '2', userName: 'Ada' };

export const Ringing: Story = {
  args: { call: { ...initialCallState, phase: 'incoming', role: 'callee', peer } },
};
export const InCall: Story = {
  args: {
    call: {
      ...initialCallState,
      phase: 'connected',
      role: 'caller',
      peer,
      pricePerMinute: 60,
      balance: 300,
      elapsedSec: 12,
    },
  },
};
export const Ended: Story = {
  args: {
    call: { ...initialCallState, phase: 'ended', peer, ending: { outcome: 'notAnswered', durationSec: 0 } },
  },
};
export const PermissionRefused: Story = {
  args: {
    call: {
      ...initialCallState,
      phase: 'ended',
      peer,
      mediaFailure: 'denied',
      ending: { outcome: 'failed', durationSec: 0 },
    },
  },
};
