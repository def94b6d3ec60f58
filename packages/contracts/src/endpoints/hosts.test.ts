import { describe, expect, it } from 'vitest';
import { PLACEMENT_CONFIG } from '../limits.ts';
import { GLOBAL_CONF, WALL_LIMITS, getGlobalConf, getWall, getWallGroups } from './hosts.ts';

describe('wall contracts', () => {
  it('reads the wall page from query-string text, with the default page size', () => {
    expect(getWall.input.parse({ countryId: '528', page: '2' })).toEqual({
      countryId: 528,
      page: 2,
      pageSize: WALL_LIMITS.pageSize,
    });
    expect(getWall.input.parse({})).toEqual({ page: 1, pageSize: WALL_LIMITS.pageSize });
    expect(getWall.input.safeParse({ pageSize: String(WALL_LIMITS.maxPageSize + 1) }).success).toBe(false);
    expect(getWall.input.safeParse({ page: '0' }).success).toBe(false);
    expect(getWallGroups.input.safeParse({ countryId: 'NL' }).success).toBe(false);
  });

  it('answers the spec’s placement configuration in globalconf', () => {
    expect(getGlobalConf.output.parse(GLOBAL_CONF)).toEqual(GLOBAL_CONF);
    expect(GLOBAL_CONF.cards.unitPrice).toBe(PLACEMENT_CONFIG.cards.unitPrice);
    expect(GLOBAL_CONF.matching.locations).toEqual(PLACEMENT_CONFIG.matching.locations);
  });
});
