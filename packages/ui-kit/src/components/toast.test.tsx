import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOBILE_MEDIA_QUERY } from '../viewport.ts';
import { Button } from './button.tsx';
import { ToastProvider, useToast, type ToastOptions } from './toast.tsx';

function Trigger({
  options,
  onDismiss,
}: {
  options: ToastOptions;
  onDismiss?: (dismiss: () => void) => void;
}) {
  const toast = useToast();
  return (
    <Button
      onClick={() => {
        const dismiss = toast(options);
        onDismiss?.(dismiss);
      }}
    >
      Show
    </Button>
  );
}

function renderToasts(options: ToastOptions, onDismiss?: (dismiss: () => void) => void) {
  return render(
    <ToastProvider label="Notification" viewportLabel="Notifications ({hotkey})" dismissLabel="Dismiss">
      <Trigger options={options} onDismiss={onDismiss} />
    </ToastProvider>,
  );
}

function toastItems() {
  return screen.queryAllByRole('listitem');
}

/** A matchMedia that answers as a phone-sized window would. */
function pretendMobile() {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: query === MOBILE_MEDIA_QUERY,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('ToastProvider and useToast', () => {
  it('shows a toast with its title and description in the labelled notifications region', async () => {
    renderToasts({ title: 'Gift sent', description: 'Mia received a rose.', tone: 'success' });
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(toastItems()).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    const [item] = toastItems();
    expect(region).toContainElement(item as HTMLElement);
    expect(item).toHaveTextContent('Gift sent');
    expect(item).toHaveTextContent('Mia received a rose.');
    expect(item).toHaveAttribute('data-tone', 'success');
  });

  it('closes a toast from its dismiss button', async () => {
    renderToasts({ title: 'Gift sent', tone: 'info' });
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(toastItems()).toHaveLength(0));
  });

  it('closes a toast by itself after its duration', () => {
    vi.useFakeTimers();
    renderToasts({ title: 'Coins added', tone: 'success', durationMs: 3000 });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    act(() => vi.advanceTimersByTime(2900));
    expect(toastItems()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(200));
    expect(toastItems()).toHaveLength(0);
  });

  it('returns a function that closes that toast early', async () => {
    let dismiss: (() => void) | undefined;
    renderToasts({ title: 'Calling Mia', tone: 'info' }, (close) => {
      dismiss = close;
    });
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(toastItems()).toHaveLength(1);
    act(() => dismiss?.());
    await waitFor(() => expect(toastItems()).toHaveLength(0));
  });

  it('stacks toasts', async () => {
    renderToasts({ title: 'Low balance', tone: 'warning' });
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(toastItems()).toHaveLength(2);
  });

  it('sits at the top right on wide screens and at the bottom on phones', () => {
    const { unmount } = renderToasts({ title: 'x', tone: 'info' });
    expect(screen.getByRole('list')).toHaveAttribute('data-placement', 'top-right');
    unmount();
    pretendMobile();
    renderToasts({ title: 'x', tone: 'info' });
    expect(screen.getByRole('list')).toHaveAttribute('data-placement', 'bottom');
  });

  it('refuses to work without a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger options={{ title: 'x', tone: 'info' }} />)).toThrow(/ToastProvider/);
  });
});
