import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';

describe('call configuration', () => {
  it('bills real minutes and hands out no ICE servers unless told', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).calls).toEqual({ iceServers: [] });
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
    '%s, which shortened real minutes for tests, is refused now that tests move the test clock',
    (name) => {
      expect(() => loadConfig({ NODE_ENV: 'test', [name]: '250' })).toThrow(
        `${name} is gone: a minute is a minute; tests move the test clock instead (TEST_CLOCK)`,
      );
    },
  );
});
