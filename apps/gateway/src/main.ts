#!/usr/bin/env node
// Starts the gateway: validates the configuration, prepares the data directory, serves, and shuts down cleanly.
import { mkdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { ConfigError, loadConfig, type Config } from './config.ts';

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const config = readConfig();
const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};
mkdirSync(config.dataDir, { recursive: true });

// The gateway's code is loaded only once the configuration is valid: a mistake is reported without waiting for it.
const [{ demoHostsHelp }, { buildGateway }, { installGracefulShutdown }] = await Promise.all([
  import('./modules/hosts/demo-hosts.ts'),
  import('./server.ts'),
  import('./shutdown.ts'),
]);

const { app, services, demoHosts, requestsInFlight } = await buildGateway(config, { version });
installGracefulShutdown(app, config.shutdownTimeoutMs, () => ({
  ...services.closeProgress(),
  requestsInFlight: requestsInFlight(),
}));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') console.error(`Port ${config.port} is already in use. Set PORT to a free port.`);
  else console.error(error);
  process.exit(1);
}

const { port } = app.server.address() as AddressInfo;
const shownHost = ['0.0.0.0', '::'].includes(config.host) ? 'localhost' : config.host;
const origin = `http://${shownHost}:${port}`;
process.stdout.write(
  `\n  Aura is running at ${origin}\n  Data: ${config.dataDir}\n\n${demoHostsHelp(demoHosts, origin)}`,
);
