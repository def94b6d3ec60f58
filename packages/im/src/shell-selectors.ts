import type { ImRootState } from './slice.ts';

/** IM's slice joins the store after start (selectors.ts): these read it from the shell, before that too. */
type MaybeIm = Partial<ImRootState>;

export const selectImReady = (state: MaybeIm) => state.im !== undefined;
export const selectUnread = (state: MaybeIm) => state.im?.unread ?? 0;
export const selectOnlineTip = (state: MaybeIm) => state.im?.onlineTip;
