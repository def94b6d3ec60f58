import { PROFILE_LIMITS } from '@aura/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { ADULT_GATE_ITEM, type AdultGateStorage } from './adult-confirmation.ts';
import { AdultGate } from './adult-gate.tsx';

function memoryStorage(confirmed: boolean): AdultGateStorage {
  const items = new Map<string, string>(confirmed ? [[ADULT_GATE_ITEM, 'true']] : []);
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

const meta = {
  title: 'auth/AdultGate',
  component: AdultGate,
  args: { onLeave: fn() },
} satisfies Meta<typeof AdultGate>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstVisit: Story = { args: { storage: memoryStorage(false) } };

export const Confirming: Story = {
  args: { storage: memoryStorage(false) },
  play: async () => {
    await userEvent.click(
      await screen.findByRole('button', { name: `I am ${PROFILE_LIMITS.minAge} or older` }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Leaving: Story = {
  args: { storage: memoryStorage(false) },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    await expect(args.onLeave).toHaveBeenCalled();
  },
};

/** Escape does not skip the gate, nor leave the site: only "Leave" leaves. */
export const EscapeKeepsItUp: Story = {
  args: { storage: memoryStorage(false) },
  play: async ({ args }) => {
    const gate = await screen.findByRole('dialog', { name: 'Adults only' });
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: 'Adults only' })).toBe(gate);
    await expect(args.onLeave).not.toHaveBeenCalled();
  },
};

/** A returning adult: no gate. */
export const AlreadyConfirmed: Story = { args: { storage: memoryStorage(true) } };
