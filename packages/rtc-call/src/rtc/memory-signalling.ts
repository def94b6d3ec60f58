import type { SignalMessage, SignallingPort } from './signalling-port.ts';

/**
 * Two ends of one in-memory signalling line, for two peers in one page (the browser test, stories). Messages are
 * delivered asynchronously and in order, as a socket would, `latencyMs` after they are sent, and to the other end
 * only.
 */
export function memorySignallingPair(latencyMs = 0): [SignallingPort, SignallingPort] {
  const inboxes = [
    new Map<string, Set<(m: SignalMessage) => void>>(),
    new Map<string, Set<(m: SignalMessage) => void>>(),
  ];
  const end = (mine: number, theirs: number): SignallingPort => ({
    send(room, message) {
      // A structured clone, so neither side can share an object with the other by accident.
      const copy = JSON.parse(JSON.stringify(message)) as SignalMessage;
      setTimeout(() => {
        for (const listener of inboxes[theirs]?.get(room) ?? []) listener(copy);
      }, latencyMs);
    },
    subscribe(room, listener) {
      const rooms = inboxes[mine]!;
      let set = rooms.get(room);
      if (!set) rooms.set(room, (set = new Set()));
      set.add(listener);
      return () => set.delete(listener);
    },
  });
  return [end(0, 1), end(1, 0)];
}
