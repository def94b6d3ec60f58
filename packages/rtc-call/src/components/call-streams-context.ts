import { createContext, useContext } from 'react';
import { CallStreams } from '../call-streams.ts';

/** The shell's CallStreams (the one its call sagas fill), for CallOverlay wherever the shell renders it. */
export const CallStreamsContext = createContext<CallStreams | undefined>(undefined);

const none = new CallStreams();

/** The given streams, else the shell's, else an empty set (a story, a test without a shell). */
export function useCallStreams(given?: CallStreams): CallStreams {
  const shell = useContext(CallStreamsContext);
  return given ?? shell ?? none;
}
