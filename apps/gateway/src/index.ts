export { buildServer, type ServerInfo } from './server.ts';
export { ConfigError, loadConfig, type Config } from './config.ts';
