import {
  ALL_COUNTRIES_GROUP,
  UNKNOWN_COUNTRY,
  USER_STATUS,
  WALL_LIMITS,
  type HostCard,
  type WallGroup,
} from '@aura/contracts';

/** Frozen, yet typed as the answers' plain arrays. */
function frozen<T>(array: T[]): T[] {
  Object.freeze(array);
  return array;
}

const reachable = (card: HostCard) => card.status === USER_STATUS.online || card.status === USER_STATUS.busy;

/**
 * The whole wall at one moment: every host on it, in the wall's order (online, busy, then the rest; by id within a
 * status). Every answer about the wall is cut from one of these, so they agree with each other. Shared by every
 * request until the cache drops it: nothing here is changed after it is made, and nothing in it depends on who asks
 * (an answer with a part for one viewer adds that part on top, never into the snapshot).
 */
export class WallSnapshot {
  readonly hostIds: ReadonlySet<string>;
  // Arrays and cards are frozen: typed as plain arrays for the answers' types, they must never be changed.
  private readonly byCountry = new Map<string, HostCard[]>();
  private guests: HostCard[] | undefined;
  private allGroup: WallGroup | undefined;
  private countryGroups: WallGroup[] | undefined;

  constructor(
    readonly cards: HostCard[],
    /** On the cache's clock: after this the snapshot may be out of date. */
    readonly validUntil: number,
  ) {
    for (const card of cards) Object.freeze(card);
    Object.freeze(cards);
    this.hostIds = new Set(cards.map((card) => card.userId));
  }

  /** What a visitor sees: the first hosts of the whole wall. */
  guestList(): HostCard[] {
    return (this.guests ??= frozen(this.cards.slice(0, WALL_LIMITS.guestListSize)));
  }

  /** One page of the wall, of one country (its code) or of all. */
  page(countryCode: string | undefined, page: number, pageSize: number) {
    const cards = countryCode === undefined ? this.cards : this.ofCountry(countryCode);
    const start = (page - 1) * pageSize;
    return { hosts: cards.slice(start, start + pageSize), page, pageSize, total: cards.length };
  }

  /**
   * The wall's country groups: all countries, then the viewer's country, then the rest by hosts online. Hosts of
   * an unknown country are counted in the all-countries group only.
   */
  groups(viewerCountryId: number | undefined): WallGroup[] {
    const countries = (this.countryGroups ??= this.makeCountryGroups());
    const all = (this.allGroup ??= Object.freeze({
      countryId: ALL_COUNTRIES_GROUP,
      countryCode: UNKNOWN_COUNTRY.ab,
      hosts: this.cards.length,
      online: this.cards.filter(reachable).length,
    }));
    const viewers = countries.filter((group) => group.countryId === viewerCountryId);
    return [all, ...viewers, ...countries.filter((group) => group.countryId !== viewerCountryId)];
  }

  private ofCountry(countryCode: string): HostCard[] {
    let cards = this.byCountry.get(countryCode);
    if (!cards) {
      cards = frozen(this.cards.filter((card) => card.countryCode === countryCode));
      // Only codes that have hosts are kept: any other code answers an empty list, made anew.
      if (cards.length > 0) this.byCountry.set(countryCode, cards);
    }
    return cards;
  }

  /** Every country with hosts, most online first, then most hosts, then by code. */
  private makeCountryGroups(): WallGroup[] {
    const byCountry = new Map<number, WallGroup>();
    for (const card of this.cards) {
      if (card.countryId === UNKNOWN_COUNTRY.id) continue;
      const group = byCountry.get(card.countryId) ?? {
        countryId: card.countryId,
        countryCode: card.countryCode,
        hosts: 0,
        online: 0,
      };
      group.hosts += 1;
      if (reachable(card)) group.online += 1;
      byCountry.set(card.countryId, group);
    }
    const groups = [...byCountry.values()].sort(
      (a, b) => b.online - a.online || b.hosts - a.hosts || a.countryCode.localeCompare(b.countryCode),
    );
    for (const group of groups) Object.freeze(group);
    return frozen(groups);
  }
}
