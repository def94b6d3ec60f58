import { bindSlice } from './bind/slice.ts';
import { emailSlice } from './email/slice.ts';
import { methodsSlice } from './methods/slice.ts';
import { phoneSlice } from './phone/slice.ts';
import { profileSlice } from './profile/slice.ts';

/** The flows' slices, for the shell's combineSlices beside authSlice. */
export const signInFlowSlices = [methodsSlice, phoneSlice, emailSlice, profileSlice, bindSlice] as const;
