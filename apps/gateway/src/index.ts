export { buildGateway, buildServer, type Gateway, type ServerInfo } from './server.ts';
export { ConfigError, loadConfig, type Config } from './config.ts';
export type { GatewayServices } from './gateway-services.ts';
