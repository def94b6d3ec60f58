// The rewards' configuration (docs/rewards.md): the operator's (`reward_settings`) or the built-in default.
import { rewardsConfigSchema, type RewardsConfig } from '@aura/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rewardSettings } from './schema.ts';

const CONFIG = 'config';

/** What the rewards pay and show before an operator says otherwise. */
export const DEFAULT_REWARDS_CONFIG: RewardsConfig = {
  checkIn: { firstWeek: [10, 10, 20, 20, 30, 30, 50], vipDaily: 20 },
  missions: [
    { id: 'daily-call', kind: 'daily', event: 'call', target: 1, coins: 20 },
    { id: 'daily-match', kind: 'daily', event: 'match', target: 3, coins: 10 },
    { id: 'daily-message', kind: 'daily', event: 'message', target: 5, coins: 10 },
    { id: 'daily-gift', kind: 'daily', event: 'gift', target: 1, coins: 10 },
    { id: 'first-call', kind: 'once', event: 'call', target: 1, coins: 30 },
    { id: 'ten-matches', kind: 'once', event: 'match', target: 10, coins: 30 },
    { id: 'check-in-week', kind: 'once', event: 'checkIn', target: 7, coins: 50 },
  ],
  activities: {
    task: {
      show: true,
      icon: 'task',
      content: 'Daily tasks',
      targetUrl: '/task',
      bizData: { activityId: 'daily-tasks' },
    },
  },
  locations: {},
  registerBanner: { show: true, callCount: 1, img: '', img1: '' },
  // Off until an operator turns it on: a modal that opens by itself at sign-in covers whatever the user opened.
  checkInPopup: false,
  popups: [],
  messageTip: { show: false, type: 0, msg: '', hostId: '', time: 0 },
};

export async function readRewardsConfig(db: Db): Promise<RewardsConfig> {
  return (await readVersionedConfig(db)).config;
}

/** The configuration and its version (its row's `xmin`: every write changes it; null for the built-in one). */
async function readVersionedConfig(db: Db): Promise<{ version: string | null; config: RewardsConfig }> {
  const [row] = await db
    .select({ value: rewardSettings.value, version: sql<string>`${rewardSettings}.xmin::text` })
    .from(rewardSettings)
    .where(eq(rewardSettings.name, CONFIG));
  if (!row) return { version: null, config: DEFAULT_REWARDS_CONFIG };
  const parsed = rewardsConfigSchema.safeParse(row.value);
  return { version: row.version, config: parsed.success ? parsed.data : DEFAULT_REWARDS_CONFIG };
}

/**
 * The configuration as of a version a statement read (`countEventIn`): read and parsed again only when that version
 * is not the one held, so an operator's change (`rewards set-config`, from any process) counts from the next event
 * on, and an event between changes reads nothing.
 */
export class RewardsConfigCache {
  private held: { version: string | null; config: RewardsConfig } | undefined;

  async at(db: Db, version: string | null): Promise<RewardsConfig> {
    if (this.held && this.held.version === version) return this.held.config;
    const read = await readVersionedConfig(db);
    this.held = read;
    return read.config;
  }
}

export async function writeRewardsConfig(db: Db, config: RewardsConfig): Promise<void> {
  const value = rewardsConfigSchema.parse(config);
  await db
    .insert(rewardSettings)
    .values({ name: CONFIG, value })
    .onConflictDoUpdate({ target: rewardSettings.name, set: { value, updatedAt: new Date() } });
}
