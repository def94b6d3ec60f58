// What IM's screens ask of its sagas: actions no reducer of the slice takes (the slice's own are in slice.ts).
import { createAction } from '@reduxjs/toolkit';

/** IM's slice is in the store and its sagas run (the store has `im` from this action on). */
export const imStarted = createAction('im/started');
/** The friends page or the chat list opened: fetch them. */
export const friendsOpened = createAction('im/friendsOpened');
export const chatsOpened = createAction('im/chatsOpened');
/** Friend actions, each sent to the gateway by the friends saga. */
export const friendRequested = createAction<{ friendId: string; name?: string }>('im/friendRequested');
export const requestAccepted = createAction<{ requestId: string; name?: string }>('im/requestAccepted');
export const requestDeclined = createAction<{ requestId: string }>('im/requestDeclined');
export const friendRemoved = createAction<{ friendId: string; name?: string }>('im/friendRemoved');
export const blockPressed = createAction<{ friendId: string; name?: string }>('im/blockPressed');
export const unblockPressed = createAction<{ friendId: string; name?: string }>('im/unblockPressed');
/** Remind me when online pressed for a friend: the friends saga asks the gateway (`POST /api/im/remind`). */
export const remindPressed = createAction<{ friendId: string; name?: string }>('im/remindPressed');
/** The composer's field changed: `typing` while it holds text (the saga tells the other side, throttled). */
export const typingChanged = createAction<{ peerId: string; typing: boolean }>('im/typingChanged');
/** The socket opened again or the browser went online: the outbox tries at once. */
export const networkReturned = createAction('im/networkReturned');
/** Translate pressed on a message of the other side: into `to`, the site's language. */
export const translatePressed = createAction<{ peerId: string; seq: number; to: string }>(
  'im/translatePressed',
);
/** A photo was chosen in the composer: the image saga sends it (`base64`: its bytes). */
export const imageChosen = createAction<{
  peerId: string;
  clientId: string;
  senderId: string;
  sentAt: number;
  base64: string;
}>('im/imageChosen');
export const retryAllPressed = createAction<{ peerId: string }>('im/retryAllPressed');
