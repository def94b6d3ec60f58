import { useEffect, useSyncExternalStore } from 'react';
import { CoinsGranted } from './components/coins-granted.tsx';
import { UpdateOffer } from './components/update-offer.tsx';
import { pwaNotices, setPwaNotices, subscribePwaNotices } from './start.ts';
import './components/pwa.css';

const COINS_SHOWN_MS = 6000;

/**
 * The installable app's notices over any page (start.ts sets them): a new build's update offer, and the coins the
 * install grant paid, shown for a few seconds. Mounted with the rewards' popups for a signed-in user.
 */
export function PwaNotices() {
  const { reload, installCoins } = useSyncExternalStore(subscribePwaNotices, pwaNotices);
  useEffect(() => {
    if (installCoins === undefined) return;
    const timer = setTimeout(() => setPwaNotices({ installCoins: undefined }), COINS_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [installCoins]);
  return (
    <>
      {reload && <UpdateOffer onReload={reload} onLater={() => setPwaNotices({ reload: undefined })} />}
      {installCoins !== undefined && (
        <div className="pwa-notice">
          <CoinsGranted reason="install" coins={installCoins} />
        </div>
      )}
    </>
  );
}
