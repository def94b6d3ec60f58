import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';

const TWILIO = {
  SMS_TRANSPORT: 'twilio',
  TWILIO_ACCOUNT_SID: 'AC0',
  TWILIO_AUTH_TOKEN: 'token',
  TWILIO_SMS_FROM: '+15550000000',
};

describe('demo host configuration', () => {
  it('makes the demo hosts in development, elsewhere only when told', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).seedDemoHosts).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemoHosts).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', SEED_DEMO_HOSTS: 'true' }).seedDemoHosts).toBe(true);
  });

  it('refuses them where codes go out by real SMS: their numbers are real numbers', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', SEED_DEMO_HOSTS: 'true', ...TWILIO })).toThrow(
      /SEED_DEMO_HOSTS with a real SMS transport/,
    );
    expect(loadConfig({ NODE_ENV: 'development', ...TWILIO }).seedDemoHosts).toBe(false);
  });
});
