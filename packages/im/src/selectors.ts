import type { ImRootState } from './slice.ts';

/**
 * IM's slice joins the app's store after start (a lazy slice, docs/messages.md): until then there is none, and the
 * screens wait for it (`selectImReady`).
 */
type MaybeIm = Partial<ImRootState>;

// The shell's first load reads the unread count and the online tip (its Messages tab, its popup host): those two
// live in a module of their own, so that the first load takes them and not every selector of the package.
export { selectImReady, selectOnlineTip, selectUnread } from './shell-selectors.ts';

export const selectIm = (state: ImRootState) => state.im;
export const selectChats = (state: MaybeIm) => state.im?.chats ?? [];
export const selectConversation = (state: MaybeIm, peerId: string) => state.im?.conversations[peerId];
export const selectFriends = (state: MaybeIm) => state.im?.friends;
export const selectFriendNotice = (state: MaybeIm) => state.im?.friendNotice;
export const selectSayHiLeft = (state: MaybeIm) => state.im?.sayHiLeft ?? 0;
export const selectReminders = (state: MaybeIm) => state.im?.reminders;
export const selectOnlineFriends = (state: MaybeIm) => state.im?.onlineFriends ?? [];
