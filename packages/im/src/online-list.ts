import { USER_STATUS, type UserStatus } from '@aura/contracts';

/** What the online list is made of, in IM's state (slice.ts). */
export interface OnlineListState {
  /** Friends online, latest first. */
  onlineFriends: string[];
  /** The last presence heard of each watched user. */
  presence: Record<string, UserStatus>;
  friends?: { friends: { userId: string }[] };
}

/** Reachable now: online, or in a call. Offline and invisible are off the online list. */
const isOnline = (status: UserStatus | undefined) =>
  status === USER_STATUS.online || status === USER_STATUS.busy;

/** A friend told online (a reminder's `imOnline`, or online when asked): first on the list. */
export function toldOnline(state: OnlineListState, friendId: string): void {
  state.onlineFriends = [friendId, ...state.onlineFriends.filter((id) => id !== friendId)];
}

/** A watched user's presence: a friend coming online goes first on the list, anyone going offline leaves it. */
export function heardPresence(state: OnlineListState, userId: string, status: UserStatus): void {
  state.presence[userId] = status;
  const listed = state.onlineFriends.includes(userId);
  if (!isOnline(status)) {
    if (listed) state.onlineFriends = state.onlineFriends.filter((id) => id !== userId);
  } else if (!listed && state.friends?.friends.some((friend) => friend.userId === userId)) {
    state.onlineFriends.unshift(userId);
  }
}

/** The friends list fetched: friends no more leave the online list, friends heard online before join it. */
export function friendsListed(state: OnlineListState): void {
  const friendIds = new Set(state.friends?.friends.map((friend) => friend.userId));
  state.onlineFriends = state.onlineFriends.filter((id) => friendIds.has(id));
  for (const id of friendIds) {
    if (isOnline(state.presence[id]) && !state.onlineFriends.includes(id)) state.onlineFriends.push(id);
  }
}
