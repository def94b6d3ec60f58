import { describe, expect, it } from 'vitest';
import { callBlocksOf } from './call-availability.ts';

const host = { pricePerMinute: 60, friendPricePerMinute: 45, videoFriendsOnly: false };
const stranger = (coins: number | undefined) => ({ coins, friend: false });
const friend = (coins: number | undefined) => ({ coins, friend: true });
const none = { video: undefined, voice: undefined };

describe('callBlocksOf', () => {
  it('offers both calls to an online or invisible host the caller can pay a minute of', () => {
    expect(callBlocksOf(host, 'online', stranger(60))).toEqual(none);
    expect(callBlocksOf(host, 'hidden', stranger(1000))).toEqual(none);
  });

  it('blocks both calls to an offline or busy host, whatever the coins, for users and visitors', () => {
    expect(callBlocksOf(host, 'offline', stranger(1000))).toEqual({ video: 'offline', voice: 'offline' });
    expect(callBlocksOf(host, 'busy', friend(0))).toEqual({ video: 'busy', voice: 'busy' });
    expect(callBlocksOf(host, 'offline', undefined)).toEqual({ video: 'offline', voice: 'offline' });
  });

  it('blocks a call the caller cannot pay the first minute of, at the price he would pay', () => {
    expect(callBlocksOf(host, 'online', stranger(59))).toEqual({ video: 'coins', voice: 'coins' });
    // A friend pays the friends' price.
    expect(callBlocksOf(host, 'online', friend(45))).toEqual(none);
    expect(callBlocksOf(host, 'online', friend(44))).toEqual({ video: 'coins', voice: 'coins' });
    // Coins not known yet: nothing is blocked for them.
    expect(callBlocksOf(host, 'online', stranger(undefined))).toEqual(none);
  });

  it('blocks only the video of a host who takes video from friends only, for a caller who is not one', () => {
    const choosy = { ...host, videoFriendsOnly: true };
    expect(callBlocksOf(choosy, 'online', stranger(1000))).toEqual({
      video: 'friendsOnly',
      voice: undefined,
    });
    expect(callBlocksOf(choosy, 'hidden', stranger(undefined))).toEqual({
      video: 'friendsOnly',
      voice: undefined,
    });
    expect(callBlocksOf(choosy, 'online', friend(1000))).toEqual(none);
    // A visitor's press opens the login popup: who he is decides after.
    expect(callBlocksOf(choosy, 'online', undefined)).toEqual(none);
  });
});
