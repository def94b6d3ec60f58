import { gatewayModule } from '../../module.ts';
import type { AuthModuleServices } from '../accounts/index.ts';
import { profileRoutes } from './routes.ts';

/** Profile completion after sign-up: nickname, gender, birthday, the 18+ confirmation (docs/accounts.md). */
export const profileModule = gatewayModule({
  name: 'profile',
  routes: (app, { services }: { services: AuthModuleServices }) => profileRoutes(app, services),
});
