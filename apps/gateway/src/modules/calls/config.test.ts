import { CALL_LIMITS } from '@aura/contracts';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';

describe('call configuration', () => {
  it('bills real minutes and hands out no ICE servers unless told', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).calls).toEqual({
      minuteMs: CALL_LIMITS.minuteMs,
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

  it('shortens the minute for tests, and refuses to in production', () => {
    expect(loadConfig({ NODE_ENV: 'test', CALL_MINUTE_MS: '250' }).calls.minuteMs).toBe(250);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        CALL_MINUTE_MS: '250',
        ALLOW_SANDBOX_PROVIDERS: 'true',
      }),
    ).toThrow(/CALL_MINUTE_MS is for tests only/);
  });
});
