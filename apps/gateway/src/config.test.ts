import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults: port 8080, data in .data under the working directory', () => {
    const config = loadConfig({}, '/srv/aura');
    expect(config).toMatchObject({
      env: 'production',
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/aura/.data',
      logLevel: 'info',
      trustProxy: false,
    });
    expect(config.webDist).toMatch(/apps\/web\/dist$/);
  });

  it('reads every variable, resolving paths against the working directory', () => {
    const config = loadConfig(
      {
        PORT: '9000',
        HOST: '127.0.0.1',
        DATA_DIR: 'var/data',
        WEB_DIST: '/opt/web',
        LOG_LEVEL: 'debug',
        TRUST_PROXY: 'true',
        NODE_ENV: 'test',
      },
      '/srv/aura',
    );
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      dataDir: '/srv/aura/var/data',
      webDist: '/opt/web',
      logLevel: 'debug',
      trustProxy: true,
      env: 'test',
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', LOG_LEVEL: '' }).port).toBe(8080);
  });

  it('names every bad variable and its value at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', TRUST_PROXY: 'maybe' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems, message } = error as ConfigError;
    expect(problems).toHaveLength(3);
    expect(message).toContain('PORT="eighty"');
    expect(message).toContain('LOG_LEVEL="loud"');
    expect(message).toContain('TRUST_PROXY="maybe"');
  });

  it('refuses a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT="70000"/);
  });
});
