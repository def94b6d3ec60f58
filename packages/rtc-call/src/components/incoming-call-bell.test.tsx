import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderCall } from '../../test/render.tsx';
import { IncomingCallBell } from './incoming-call-bell.tsx';

describe('IncomingCallBell', () => {
  it('is closed without a caller', () => {
    renderCall(<IncomingCallBell peer={undefined} media="video" onAnswer={vi.fn()} onRefuse={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says who calls and how, and answers or declines', async () => {
    const onAnswer = vi.fn();
    const onRefuse = vi.fn();
    const { user } = renderCall(
      <IncomingCallBell
        peer={{ userId: '1', userName: 'Bo' }}
        media="audio"
        onAnswer={onAnswer}
        onRefuse={onRefuse}
      />,
    );
    const bell = await screen.findByRole('dialog', { name: 'Bo is calling you' });
    expect(bell).toHaveAccessibleDescription('Voice call');
    // One button per name: no close button (X) that would be a second "Decline".
    expect(
      within(bell)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label') ?? button.textContent),
    ).toEqual(['Decline', 'Answer']);
    await user.click(within(bell).getByRole('button', { name: 'Decline' }));
    expect(onRefuse).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Answer' }));
    expect(onAnswer).toHaveBeenCalledOnce();
    await user.keyboard('{Escape}');
    expect(onRefuse).toHaveBeenCalled();
  });

  // Regression: the ring was silent until the host touched the page, and nothing said so.
  it('offers to enable a sound the browser holds back, asking once to notify while the tab is hidden', async () => {
    const Notifications = fakeNotifications('default');
    const onEnableSound = vi.fn();
    const { user } = renderCall(
      <IncomingCallBell
        peer={{ userId: '1', userName: 'Bo' }}
        media="video"
        onAnswer={vi.fn()}
        onRefuse={vi.fn()}
        soundLocked
        onEnableSound={onEnableSound}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Tap to enable sound' }));
    expect(onEnableSound).toHaveBeenCalledOnce();
    expect(Notifications.requestPermission).toHaveBeenCalledOnce();
  });

  it('offers nothing about sound when it can play', async () => {
    renderCall(
      <IncomingCallBell
        peer={{ userId: '1', userName: 'Bo' }}
        media="video"
        onAnswer={vi.fn()}
        onRefuse={vi.fn()}
      />,
    );
    await screen.findByRole('dialog', { name: 'Bo is calling you' });
    expect(screen.queryByRole('button', { name: 'Tap to enable sound' })).toBeNull();
  });

  it('notifies while the tab is hidden, if allowed, and closes the notification when the tab is seen or the bell stops', async () => {
    const Notifications = fakeNotifications('granted');
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    const bell = (peer?: { userId: string; userName: string }) => (
      <IncomingCallBell peer={peer} media="audio" onAnswer={vi.fn()} onRefuse={vi.fn()} />
    );
    const { rerender } = renderCall(bell({ userId: '1', userName: 'Bo' }));
    await screen.findByRole('dialog', { name: 'Bo is calling you' });
    expect(Notifications.shown).toHaveLength(0);

    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(Notifications.shown.map((shown) => [shown.title, shown.options?.body])).toEqual([
      ['Bo is calling you', 'Voice call'],
    ]);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(Notifications.shown[0]?.closed).toBe(true);

    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(Notifications.shown).toHaveLength(2);
    rerender(bell(undefined));
    expect(Notifications.shown[1]?.closed).toBe(true);
  });

  it('shows no notification unless the user allowed them', async () => {
    const Notifications = fakeNotifications('denied');
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    renderCall(
      <IncomingCallBell
        peer={{ userId: '1', userName: 'Bo' }}
        media="video"
        onAnswer={vi.fn()}
        onRefuse={vi.fn()}
      />,
    );
    await screen.findByRole('dialog', { name: 'Bo is calling you' });
    expect(Notifications.shown).toHaveLength(0);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The browser's Notification as far as the bell uses it, recording what it shows. */
function fakeNotifications(permission: NotificationPermission) {
  class FakeNotification {
    static permission = permission;
    static requestPermission = vi.fn(async () => permission);
    static shown: FakeNotification[] = [];
    closed = false;
    onclick: (() => void) | null = null;
    constructor(
      readonly title: string,
      readonly options?: NotificationOptions,
    ) {
      FakeNotification.shown.push(this);
    }
    close() {
      this.closed = true;
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
  return FakeNotification;
}
