import { USER_STATUS, type HostCard, type UserStatus } from '@aura/contracts';
import type { CallSettingsState, HostsState, WallState } from './slice.ts';

/** The part of the app's state this package reads: its own slice. */
export interface HostsRootState {
  hosts: HostsState;
}

export const selectHosts = (state: HostsRootState): HostsState => state.hosts;
export const selectWall = (state: HostsRootState): WallState => state.hosts.wall;
export const selectWallGroups = (state: HostsRootState) => state.hosts.groups;
export const selectSelectedGroup = (state: HostsRootState): number => state.hosts.wall.countryId;
export const selectGuestList = (state: HostsRootState) => state.hosts.guest;
/** Whether the host is one of the user's friends, as the wall's pages said (never, for a visitor). */
export const selectIsFriend = (state: HostsRootState, hostId: string): boolean =>
  state.hosts.wall.friendIds.includes(hostId);
export const selectCallSettings = (state: HostsRootState): CallSettingsState => state.hosts.callSettings;

/**
 * Whether the group has pages beyond those shown. Counted in pages, not hosts: a host whose status changed between
 * two pages may have moved across the boundary, so the hosts shown need not add up to the total.
 */
export const selectHasMoreHosts = (state: HostsRootState): boolean => {
  const { status, page, pageSize, total } = state.hosts.wall;
  return status === 'ready' && page * pageSize < total;
};

/** Every host the package shows now, wall and guest list, each once: the users whose presence it watches. */
export function shownHostIds(state: HostsState): string[] {
  const ids = new Set<string>();
  for (const host of state.wall.hosts) ids.add(host.userId);
  for (const host of state.guest.hosts) ids.add(host.userId);
  return [...ids];
}

/**
 * What a card shows of a status (spec §4, the bell's status lookup): online, busy, offline, or `hidden` for a host
 * who chose to be invisible, whose status the wall does not tell.
 */
export type HostPresence = 'online' | 'busy' | 'offline' | 'hidden';

const PRESENCE_OF: Record<UserStatus, HostPresence> = {
  [USER_STATUS.online]: 'online',
  [USER_STATUS.busy]: 'busy',
  [USER_STATUS.offline]: 'offline',
  [USER_STATUS.invisible]: 'hidden',
};

export function presenceOf(host: Pick<HostCard, 'status'>): HostPresence {
  return PRESENCE_OF[host.status];
}

/** Whether any of `hosts` is online now: the wall and the guest list say "online now" only then. */
export function someOnline(hosts: readonly Pick<HostCard, 'status'>[]): boolean {
  return hosts.some((host) => presenceOf(host) === 'online');
}
