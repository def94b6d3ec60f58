// The notices the app's start (start.ts) shows outside any page, each in a root of its own: the update offer, and
// the coins of the install grant. A chunk loaded only when one is shown.
import { I18nextProvider } from '@aura/i18n-catalog';
import { Suspense, type ReactNode } from 'react';
import { CoinsGranted } from './components/coins-granted.tsx';
import { UpdateOffer } from './components/update-offer.tsx';
import type { PwaShell } from './start.ts';

type Shell = Pick<PwaShell, 'i18n' | 'createRoot'>;

function mount({ i18n, createRoot }: Shell, render: (close: () => void) => ReactNode): void {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const close = () => {
    root.unmount();
    host.remove();
  };
  root.render(
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={null}>{render(close)}</Suspense>
    </I18nextProvider>,
  );
}

export function showUpdateOffer(shell: Shell, reload: () => void): void {
  mount(shell, (close) => <UpdateOffer onReload={reload} onLater={close} />);
}

/** Shown for a few seconds. */
export function showCoinsGranted(shell: Shell, coins: number): void {
  mount(shell, (close) => {
    setTimeout(close, 6000);
    return (
      <div className="pwa-notice">
        <CoinsGranted reason="install" coins={coins} />
      </div>
    );
  });
}
