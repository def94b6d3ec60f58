/**
 * The call's live media streams. They are browser objects, not state Redux can hold: the sagas put them here and
 * the call screen reads them (useCallStreams), so both share one instance the shell makes.
 */
export interface CallStreamsSnapshot {
  local: MediaStream | undefined;
  remote: MediaStream | undefined;
}

export class CallStreams {
  private snapshot: CallStreamsSnapshot = { local: undefined, remote: undefined };
  private readonly listeners = new Set<() => void>();

  get current(): CallStreamsSnapshot {
    return this.snapshot;
  }

  set(patch: Partial<CallStreamsSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of [...this.listeners]) listener();
  }

  clear(): void {
    this.set({ local: undefined, remote: undefined });
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}
