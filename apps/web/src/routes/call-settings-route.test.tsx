// The pages of the header's account menu as a signed-in user reaches them, against a real gateway: Call settings,
// and the daily tasks with the check-in (@aura/rewards' lazy chunk).
import { APP_ROUTES, GENDERS } from '@aura/contracts';
import { startTestGateway, type TestGateway } from '@aura/gateway/testing';
import { ensureDeviceId, memoryStorage, storeSessionCookies } from '@aura/gateway-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';

let gateway: TestGateway;

// A gateway starts in a few seconds, longer while the other test files start theirs on the same cores.
beforeAll(async () => {
  gateway = await startTestGateway({ TRUST_PROXY: 'true' });
  await gateway.listen();
}, 60_000);
afterAll(() => gateway.close());

/** A returning user's browser: an account with its profile complete (no profile dialog), and its session. */
async function signedInStorage() {
  const { users, sessions } = gateway.services;
  const row = await users.create({
    nickname: 'Lena',
    countryCode: 'GB',
    gender: GENDERS.female,
    birthday: '1995-04-01',
    adultConfirmedAt: new Date(),
  });
  const storage = memoryStorage();
  const { loginToken } = await sessions.create(row.id, ensureDeviceId(storage));
  storeSessionCookies(storage, { userId: String(row.id), loginToken });
  return { userId: row.id, storage };
}

describe('the Call settings page', () => {
  it('opens from the account menu and saves video calls from friends only', async () => {
    const user = userEvent.setup();
    const { userId, storage } = await signedInStorage();
    const app = renderApp(gateway, APP_ROUTES.wall, { storage });
    await user.click(await screen.findByRole('button', { name: /Account and settings/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    await user.click(within(dialog).getByRole('link', { name: 'Call settings' }));

    await waitFor(() => expect(app.history.location.pathname).toBe(APP_ROUTES.callSettings));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('heading', { level: 1, name: 'Call settings' })).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/^Call settings · /));
    const video = await screen.findByRole('checkbox', { name: 'Accept video calls only from friends' });
    expect(video).not.toBeChecked();
    // Somebody who is no host has no prices to set.
    expect(screen.queryByRole('group', { name: 'Your prices' })).toBeNull();

    await user.click(video);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your call settings are saved.')).toBeVisible();
    expect(await gateway.services.friends.videoFriendsOnly(userId)).toBe(true);
  }, 30_000);
});

/**
 * The rewards' chunk and their words load on the first look, and every step asks the gateway: on two cores busy with
 * the other test files that took longer than the default wait once.
 */
const LOADED = { timeout: 25_000 };

describe('the daily tasks page', () => {
  it('opens from the account menu, checks in once with its coins in the header, and lists the tasks', async () => {
    const user = userEvent.setup();
    const { userId, storage } = await signedInStorage();
    renderApp(gateway, APP_ROUTES.wall, { storage });
    await user.click(await screen.findByRole('button', { name: /Account and settings/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    await user.click(within(dialog).getByRole('link', { name: 'Daily tasks' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Rewards' }, LOADED)).toBeVisible();
    expect(await screen.findByRole('listitem', { name: 'Send 5 messages' }, LOADED)).toHaveTextContent('0/5');
    const before = await gateway.services.ledger.balance(userId);
    await user.click(screen.getByRole('button', { name: 'Daily check-in' }));
    const popup = await screen.findByRole('dialog', { name: 'Daily check-in' }, LOADED);
    await user.click(await within(popup).findByRole('button', { name: 'Check in' }, LOADED));
    expect(await within(popup).findByText('Checked in! +10 coins', {}, LOADED)).toBeVisible();
    expect(await gateway.services.ledger.balance(userId)).toBe(before + 10);
    expect(within(popup).getByRole('button', { name: 'Checked in' })).toBeDisabled();
  }, 90_000);
});
