import { CALL_LIMITS } from '@aura/contracts';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';

describe('call configuration', () => {
  it('bills real minutes and hands out no ICE servers unless told', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).calls).toEqual({
      minuteMs: CALL_LIMITS.minuteMs,
      ringTimeoutMs: CALL_LIMITS.ringTimeoutSeconds * 1000,
      iceServers: [],
    });
  });

  it('reads ICE_SERVERS as JSON RTCIceServer objects, and names the variable when it is not', () => {
    const iceServers = [{ urls: ['turn:turn.example.com:3478'], username: 'u', credential: 'p' }];
    expect(
      loadConfig({ NODE_ENV: 'test', ICE_SERVERS: JSON.stringify(iceServers) }).calls.iceServers,
    ).toEqual(iceServers);
    expect(() => loadConfig({ NODE_ENV: 'test', ICE_SERVERS: '[{"url":' })).toThrow(/ICE_SERVERS/);
    expect(() => loadConfig({ NODE_ENV: 'test', ICE_SERVERS: '[{"username":"u"}]' })).toThrow(ConfigError);
  });

  it.each(['CALL_MINUTE_MS', 'CALL_RING_TIMEOUT_MS'] as const)(
    '%s shortens its wait for tests, and is refused in production',
    (name) => {
      const calls = loadConfig({ NODE_ENV: 'test', [name]: '250' }).calls;
      expect(name === 'CALL_MINUTE_MS' ? calls.minuteMs : calls.ringTimeoutMs).toBe(250);
      expect(() =>
        loadConfig({ NODE_ENV: 'production', [name]: '250', ALLOW_SANDBOX_PROVIDERS: 'true' }),
      ).toThrow(new RegExp(`${name} is for tests only`));
    },
  );
});
