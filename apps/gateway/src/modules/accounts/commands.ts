import { APP_ROUTES, AUTO_LOGIN_QUERY } from '@aura/contracts';
import { UsageError, userIdOption, type Command } from '../../module.ts';
import { AutoLoginTokens } from './auto-login.ts';
import { appUrl, safeReturnTo } from './return-to.ts';

/** A sign-in link for a user (docs/admin.md). */
export const accountCommands: Record<string, Command> = {
  'sessions auto-login-link': {
    summary:
      'Prints a one-time link that signs the user in when the web app opens it (the app-side hand-off; single use, short-lived).',
    options: {
      user: { description: 'The internal user id (userId), as `users create` printed it.', required: true },
      'return-to': {
        description: 'The web app page to open, a path on the site (/wall).',
        default: APP_ROUTES.root,
      },
    },
    async run({ user = '', 'return-to': returnTo = '' }, context) {
      const name = 'sessions auto-login-link';
      const userId = userIdOption(user, name);
      const path = safeReturnTo(returnTo);
      if (!path) throw new UsageError('--return-to must be a path on the site, such as /wall', name);
      const { db } = await context.database();
      await context.requireUser(userId);
      const { token, expiresInSeconds } = await new AutoLoginTokens(db).issue(userId, 'handoff');
      const url = appUrl(context.config.publicUrl, path, AUTO_LOGIN_QUERY, token);
      return { userId: String(userId), url, expiresInSeconds };
    },
  },
};
