export {
  imSlice,
  chatsLoaded,
  unreadChanged,
  chatOpened,
  chatClosed,
  historyLoaded,
  messagesArrived,
  olderRequested,
  olderLoaded,
  peerDelivered,
  peerTypingChanged,
  sendPressed,
  messageSent,
  messageFailed,
  retryPressed,
  readMarked,
  peerRead,
  conversationWiped,
  friendsLoaded,
  type Conversation,
  type ImRootState,
  type ImState,
  type LocalMessage,
} from './slice.ts';
export {
  imStarted,
  typingChanged,
  retryAllPressed,
  friendsOpened,
  chatsOpened,
  friendRequested,
  requestAccepted,
  requestDeclined,
  friendRemoved,
  blockPressed,
  unblockPressed,
} from './actions.ts';
export {
  selectChats,
  selectConversation,
  selectFriends,
  selectIm,
  selectOnlineTip,
  selectUnread,
} from './selectors.ts';
export { imSaga } from './sagas/im-saga.ts';
export { gatewayImApi, type ImApi } from './api.ts';
export type { ImDependencies, ImRealtime } from './ports.ts';
export { chatTime, type ChatTime } from './chat-time.ts';
export { imMessageKey } from './messages.ts';
export { ChatList, type ChatListProps } from './components/chat-list.tsx';
export { ChatTimeText, type ChatTimeTextProps } from './components/chat-time-text.tsx';
export { MessageBubble, type MessageBubbleProps } from './components/message-bubble.tsx';
export { Composer, type ComposerProps } from './components/composer.tsx';
export { ChatView, type ChatViewProps } from './components/chat-view.tsx';
export { ChatScreen, type ChatScreenProps } from './components/chat-screen.tsx';
export { MessagesPage, type MessagesPageProps } from './components/messages-page.tsx';
export { FriendsView, type FriendsViewProps } from './components/friends-view.tsx';
export { FriendsPage, type FriendsPageProps } from './components/friends-page.tsx';
export { OnlineTip } from './components/online-tip.tsx';
export { AddFriendDialog, type AddFriendDialogProps } from './components/add-friend-dialog.tsx';
