// Recharge from a "not enough coins" moment (issue 12): the wallet saga opens the shop with the way back, and only
// an app path is ever offered as that way (no other site).
import { stdChannel, runSaga } from 'redux-saga';
import { describe, expect, it, vi } from 'vitest';
import { NAVIGATE_CONTEXT_KEY } from '../../sagas/context.ts';
import { isAppPath, rechargeHref, rechargeRequested } from '../slice.ts';
import { walletSaga } from './wallet-saga.ts';

describe('Recharge', () => {
  it('goes to the shop with the page to come back to', async () => {
    const navigate = vi.fn();
    const channel = stdChannel();
    const task = runSaga(
      {
        channel,
        dispatch: (action) => channel.put(action as never),
        getState: () => ({ auth: { status: 'visitor' } }),
        context: { [NAVIGATE_CONTEXT_KEY]: navigate },
      },
      walletSaga,
    );
    channel.put(rechargeRequested({ returnTo: '/matching' }));
    channel.put(rechargeRequested({}));
    expect(navigate.mock.calls).toEqual([['/shop?returnTo=%2Fmatching'], ['/shop']]);
    task.cancel();
  });

  it('offers only a path of this app as the way back', () => {
    expect(isAppPath('/profile/12?tab=a')).toBe(true);
    for (const path of ['//evil.example/x', 'https://evil.example', '/\\evil.example', 'matching', ''])
      expect(isAppPath(path), path).toBe(false);
    expect(rechargeHref('https://evil.example')).toBe('/shop');
  });
});
