import { rewardsConfigSchema } from '@aura/contracts';
import { jsonOption, UsageError, type Command } from '../../module.ts';
import { readRewardsConfig, writeRewardsConfig } from './config.ts';

/** An operator's hold on the rewards (docs/rewards.md, docs/admin.md): their configuration. */
export const rewardCommands: Record<string, Command> = {
  'rewards config': {
    summary: 'Prints the rewards configuration as the gateway serves it (the built-in one until set).',
    options: {},
    async run(_options, context) {
      const { db } = await context.database();
      return readRewardsConfig(db);
    },
  },

  'rewards check-in-popup': {
    summary:
      "Says whether popup/get opens the check-in popup while a user's check-in of the day is open (on or off; off by default): off, it opens from the task page only.",
    options: { show: { description: 'on or off.', required: true } },
    async run({ show = '' }, context) {
      if (show !== 'on' && show !== 'off')
        throw new UsageError('--show is on or off', 'rewards check-in-popup');
      const { db } = await context.database();
      await writeRewardsConfig(db, { ...(await readRewardsConfig(db)), checkInPopup: show === 'on' });
      return { checkInPopup: (await readRewardsConfig(db)).checkInPopup };
    },
  },

  'rewards set-config': {
    summary:
      'Replaces the rewards configuration: checkIn { firstWeek (7 days of coins), vipDaily }, missions (id, kind daily|once, event, target, coins, gifts [{ giftId, count }] into the backpack), activities (web, match, livcam, task), locations, registerBanner, checkInPopup, popups, messageTip. Users see it on their next look.',
    options: {
      json: {
        description: 'The configuration as JSON (see `rewards config` for its shape).',
        required: true,
      },
    },
    async run({ json = '' }, context) {
      const config = jsonOption(json, rewardsConfigSchema, 'rewards configuration', 'rewards set-config');
      const { db } = await context.database();
      await writeRewardsConfig(db, config);
      return readRewardsConfig(db);
    },
  },
};
