import type { ImRootState } from './slice.ts';

export const selectIm = (state: ImRootState) => state.im;
export const selectUnread = (state: ImRootState) => state.im.unread;
export const selectChats = (state: ImRootState) => state.im.chats;
export const selectConversation = (peerId: string) => (state: ImRootState) => state.im.conversations[peerId];
export const selectFriends = (state: ImRootState) => state.im.friends;
export const selectFriendNotice = (state: ImRootState) => state.im.friendNotice;
