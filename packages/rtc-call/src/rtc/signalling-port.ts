/**
 * What the two peers of a room tell each other to set up the media path: session descriptions and ICE
 * candidates (`null` candidate: this side gathered all of its own). `ready` says "I listen on this room now"; it
 * is answered once with `ready`, so that a peer that joined after the other's first offer still receives it.
 */
export type SignalMessage =
  | { kind: 'ready' }
  | {
      kind: 'description';
      description: RTCSessionDescriptionInit;
      /** With an answer: the `o=` line of the offer it answers (see `answers` of `rtcSignal` in contracts). */
      answers?: string;
    }
  | { kind: 'candidate'; candidate: RTCIceCandidateInit | null };

/**
 * The signalling port: how a peer reaches the other side of a room. In the app the gateway's realtime channel
 * implements it (the server relays to the other member of the room); tests and stories use an in-memory one.
 */
export interface SignallingPort {
  send(room: string, message: SignalMessage): void;
  /** Messages from the other side of `room`; returns the unsubscribe. */
  subscribe(room: string, listener: (message: SignalMessage) => void): () => void;
  /**
   * Each time the line comes back after a break (a new socket): what was sent meanwhile, or on the old socket
   * as it closed, may never have arrived. Returns the unsubscribe. A line that never breaks has none.
   */
  onReconnect?(listener: () => void): () => void;
}
