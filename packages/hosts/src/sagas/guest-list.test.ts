import { getGuestHosts } from '@aura/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeGateway } from '../../test/fake-gateway.ts';
import { startHostsStore, type HostsStore } from '../../test/hosts-store.ts';
import { selectGuestList } from '../selectors.ts';
import { guestListOpened, guestListRetried } from '../slice.ts';
import { sampleHosts } from '../testing/fixtures.ts';

const stores: HostsStore[] = [];
afterEach(() => stores.splice(0).forEach((store) => store.stop()));

function visitorStore(answer: () => unknown) {
  const gateway = fakeGateway();
  gateway.on(getGuestHosts, answer);
  const store = startHostsStore({ client: gateway.client, auth: { status: 'visitor' } });
  stores.push(store);
  return { ...store, gateway };
}

describe('the guest host list', () => {
  it('loads when first shown, and is kept when shown again', async () => {
    const { store, until, gateway } = visitorStore(() => sampleHosts);
    store.dispatch(guestListOpened());
    expect(selectGuestList(store.getState()).status).toBe('loading');
    const state = await until((s) => s.hosts.guest.status === 'ready');
    expect(selectGuestList(state).hosts).toEqual(sampleHosts);
    store.dispatch(guestListOpened());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(gateway.calls).toHaveLength(1);
  });

  it('shows a failure, and loads again on retry', async () => {
    let answer: unknown = undefined;
    const { store, until } = visitorStore(() => answer);
    store.dispatch(guestListOpened());
    await until((s) => s.hosts.guest.status === 'failed');
    answer = sampleHosts.slice(0, 2);
    store.dispatch(guestListRetried());
    const state = await until((s) => s.hosts.guest.status === 'ready');
    expect(selectGuestList(state).hosts).toEqual(sampleHosts.slice(0, 2));
  });
});
