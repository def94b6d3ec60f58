import { UsageError, userIdOption, type Command } from '../../module.ts';
import { FriendService } from './service.ts';

export const friendCommands: Record<string, Command> = {
  'friends add': {
    summary:
      'Makes two users friends at once (as an accepted friend request will): friends pay a host the friends’ price and may video-call a host who takes video from friends only.',
    options: {
      user: { description: 'The internal user id (userId) of one.', required: true },
      friend: { description: 'The internal user id of the other.', required: true },
    },
    async run({ user = '', friend = '' }, context) {
      const name = 'friends add';
      const a = userIdOption(user, name);
      const b = userIdOption(friend, name, 'friend');
      if (a === b) throw new UsageError('a user cannot be their own friend', name);
      const { db } = await context.database();
      for (const id of [a, b]) await context.requireUser(id);
      const added = await new FriendService(db).befriend(a, b);
      return { userId: String(a), friendId: String(b), added };
    },
  },

  'users video-friends-only': {
    summary: 'Sets whether a user accepts video calls from friends only (voice calls stay open to anyone).',
    options: {
      user: { description: 'The internal user id (userId).', required: true },
      on: { description: '`true` (friends only) or `false` (anyone).', default: 'true' },
    },
    async run({ user = '', on = '' }, context) {
      const name = 'users video-friends-only';
      userIdOption(user, name);
      if (on !== 'true' && on !== 'false') throw new UsageError('--on must be true or false', name);
      const { db } = await context.database();
      if (!(await new FriendService(db).setVideoFriendsOnly(Number(user), on === 'true')))
        throw new Error(`No user with id ${user}.`);
      return { userId: user, videoFriendsOnly: on === 'true' };
    },
  },
};
