import { gatewayModule } from '../../module.ts';
import type { AuthModuleServices } from '../accounts/index.ts';
import { profileRoutes } from './routes.ts';
import { SensitiveWords } from './sensitive-words.ts';
import { ProfileService } from './service.ts';

/** Profile completion after sign-up: nickname, gender, birthday, the 18+ confirmation (docs/accounts.md). */
export const profileModule = gatewayModule({
  name: 'profile',
  // The sensitive-word list is read once, when the routes are registered at start.
  routes: (app, { services }: { services: AuthModuleServices }) =>
    profileRoutes(
      app,
      services.protocol,
      new ProfileService(services.database.db, SensitiveWords.load(), services.protocol.now),
    ),
});
