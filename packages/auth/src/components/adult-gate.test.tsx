import { PROFILE_LIMITS } from '@aura/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAuth } from '../../test/render.tsx';
import { ADULT_GATE_ITEM, isAdultConfirmed, type AdultGateStorage } from './adult-confirmation.ts';
import { AdultGate } from './adult-gate.tsx';

function memoryItems(
  initial: Record<string, string> = {},
): AdultGateStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

const age = PROFILE_LIMITS.minAge;

describe('AdultGate', () => {
  it('asks on a first visit, with focus inside', async () => {
    renderWithAuth(<AdultGate storage={memoryItems()} onLeave={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Adults only' });
    expect(dialog).toHaveAccessibleDescription(
      `Aura is a live video chat for adults. Please confirm that you are ${age} or older to continue.`,
    );
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('remembers a confirmed age and closes', async () => {
    const storage = memoryItems();
    const onConfirm = vi.fn();
    const { user } = renderWithAuth(<AdultGate storage={storage} onLeave={vi.fn()} onConfirm={onConfirm} />);
    expect(isAdultConfirmed(storage)).toBe(false);
    await user.click(await screen.findByRole('button', { name: `I am ${age} or older` }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(storage.items.get(ADULT_GATE_ITEM)).toBe('true');
    expect(isAdultConfirmed(storage)).toBe(true);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('does not ask again once confirmed', () => {
    renderWithAuth(<AdultGate storage={memoryItems({ [ADULT_GATE_ITEM]: 'true' })} onLeave={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves on "Leave", remembering nothing', async () => {
    const storage = memoryItems();
    const onLeave = vi.fn();
    const { user } = renderWithAuth(<AdultGate storage={storage} onLeave={onLeave} />);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(onLeave).toHaveBeenCalledTimes(1);
    expect(storage.items.size).toBe(0);
  });

  it('stays up on Escape, without leaving: it cannot be skipped', async () => {
    const storage = memoryItems();
    const onLeave = vi.fn();
    const { user } = renderWithAuth(<AdultGate storage={storage} onLeave={onLeave} />);
    const dialog = await screen.findByRole('dialog', { name: 'Adults only' });
    await user.keyboard('{Escape}');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Adults only' })).toBe(dialog);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(onLeave).not.toHaveBeenCalled();
    expect(storage.items.size).toBe(0);
  });

  it('stays up on a press outside it, without leaving', async () => {
    const onLeave = vi.fn();
    renderWithAuth(<AdultGate storage={memoryItems()} onLeave={onLeave} />);
    const dialog = await screen.findByRole('dialog', { name: 'Adults only' });
    // The overlay and the page behind it take no pointer input while the gate is up: press the page as Radix sees it.
    fireEvent.pointerDown(document.body);
    fireEvent.click(document.body);
    expect(screen.getByRole('dialog', { name: 'Adults only' })).toBe(dialog);
    expect(onLeave).not.toHaveBeenCalled();
  });

  it('has no close button (✕): only its two answers', async () => {
    renderWithAuth(<AdultGate storage={memoryItems()} onLeave={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Adults only' });
    const names = within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual(['Leave', `I am ${age} or older`]);
  });

  it('still lets an adult in when storage refuses to keep the answer', async () => {
    const storage: AdultGateStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    const { user } = renderWithAuth(<AdultGate storage={storage} onLeave={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: `I am ${age} or older` }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks in Dutch', async () => {
    renderWithAuth(<AdultGate storage={memoryItems()} onLeave={vi.fn()} />, { locale: 'nl' });
    expect(await screen.findByRole('button', { name: `Ik ben ${age} jaar of ouder` })).toBeVisible();
  });
});
