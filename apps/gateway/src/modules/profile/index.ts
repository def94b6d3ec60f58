import { gatewayModule } from '../../module.ts';
import type { AuthModuleServices } from '../accounts/index.ts';
import type { MediaService } from '../media/index.ts';
import type { PresenceService } from '../presence/index.ts';
import { ProfilePages } from './profile-pages.ts';
import { profileRoutes } from './routes.ts';
import { SensitiveWords } from './sensitive-words.ts';
import { ProfileService } from './service.ts';

type ProfileModuleServices = AuthModuleServices & { presence: PresenceService; media: MediaService };

/** Profile completion after sign-up, the profile page and its edit (docs/accounts.md, docs/profiles.md). */
export const profileModule = gatewayModule({
  name: 'profile',
  // The sensitive-word list is read once, when the routes are registered at start.
  routes: (app, { services }: { services: ProfileModuleServices }) => {
    const rules = new ProfileService(services.database.db, SensitiveWords.load(), services.protocol.now);
    const pages = new ProfilePages(
      services.database.db,
      rules,
      services.presence,
      services.media,
      services.protocol.now,
    );
    profileRoutes(app, services.protocol, rules, pages);
  },
});

export { describeProfile, type ProfileSources } from './profile-pages.ts';
