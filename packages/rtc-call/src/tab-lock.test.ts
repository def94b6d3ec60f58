import { describe, expect, it } from 'vitest';
import { FakeLockManager } from './testing/fake-locks.ts';
import { CALL_TAB_LOCK, webLocksTabLock } from './tab-lock.ts';

/** Lets the lock manager's promises settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('webLocksTabLock', () => {
  it('lets one tab claim the call; another tab’s claim fails until the first lets go', async () => {
    const locks = new FakeLockManager();
    const first = webLocksTabLock(locks);
    const second = webLocksTabLock(locks);
    expect(await first.claim()).toBe(true);
    expect(locks.isHeld(CALL_TAB_LOCK)).toBe(true);
    // Claiming again from the tab that holds it is still a yes.
    expect(await first.claim()).toBe(true);
    expect(await second.claim()).toBe(false);
    first.release();
    await settle();
    expect(locks.isHeld(CALL_TAB_LOCK)).toBe(false);
    expect(await second.claim()).toBe(true);
    second.release();
  });

  it('holds for a call this tab runs: at once when free, else as soon as the other tab lets go', async () => {
    const locks = new FakeLockManager();
    const first = webLocksTabLock(locks);
    const second = webLocksTabLock(locks);
    first.hold();
    await settle();
    expect(await webLocksTabLock(locks).claim()).toBe(false);
    second.hold();
    await settle();
    first.release();
    await settle();
    // The second tab has it now: a third cannot take it, the second's own claim is a yes.
    expect(await webLocksTabLock(locks).claim()).toBe(false);
    expect(await second.claim()).toBe(true);
    second.release();
    await settle();
    expect(locks.isHeld(CALL_TAB_LOCK)).toBe(false);
  });

  it('stops waiting on release: the lock is not taken later by a tab whose call is over', async () => {
    const locks = new FakeLockManager();
    const first = webLocksTabLock(locks);
    const second = webLocksTabLock(locks);
    first.hold();
    await settle();
    second.hold();
    await settle();
    second.release();
    first.release();
    await settle();
    expect(locks.isHeld(CALL_TAB_LOCK)).toBe(false);
  });

  it('without Web Locks lets every tab take the call up, as before the lock', async () => {
    const lock = webLocksTabLock(undefined);
    expect(await lock.claim()).toBe(true);
    expect(await webLocksTabLock(undefined).claim()).toBe(true);
    lock.hold();
    lock.release();
  });
});
