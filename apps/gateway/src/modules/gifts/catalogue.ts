// The gift catalogue (docs/gifts.md): the operator's configuration (gift_settings) or the built-in default.
import { giftCatalogueConfigSchema, type GiftCatalogueConfig } from '@aura/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { giftSettings } from './schema.ts';

const CATALOGUE = 'catalogue';

/** What the gift panel offers before an operator says otherwise. */
export const DEFAULT_GIFT_CATALOGUE: GiftCatalogueConfig = {
  gifts: [
    { giftId: 'rose', name: 'Rose', icon: '🌹', giftStar: 1, price: 10, points: 5, animation: 'float' },
    { giftId: 'heart', name: 'Heart', icon: '💖', giftStar: 2, price: 50, points: 25, animation: 'burst' },
    { giftId: 'kiss', name: 'Kiss', icon: '💋', giftStar: 3, price: 100, points: 50, animation: 'float' },
    {
      giftId: 'diamond',
      name: 'Diamond',
      icon: '💎',
      giftStar: 4,
      price: 500,
      points: 250,
      animation: 'spin',
    },
    { giftId: 'crown', name: 'Crown', icon: '👑', giftStar: 5, price: 1000, points: 500, animation: 'rain' },
  ],
  backpackEntrance: true,
  backpackGiftEntrance: true,
};

export async function readGiftCatalogue(db: Db): Promise<GiftCatalogueConfig> {
  const [row] = await db.select().from(giftSettings).where(eq(giftSettings.name, CATALOGUE));
  if (!row) return DEFAULT_GIFT_CATALOGUE;
  const parsed = giftCatalogueConfigSchema.safeParse(row.value);
  return parsed.success ? parsed.data : DEFAULT_GIFT_CATALOGUE;
}

export async function writeGiftCatalogue(db: Db, config: GiftCatalogueConfig): Promise<void> {
  const value = giftCatalogueConfigSchema.parse(config);
  await db
    .insert(giftSettings)
    .values({ name: CATALOGUE, value })
    .onConflictDoUpdate({ target: giftSettings.name, set: { value, updatedAt: new Date() } });
}
