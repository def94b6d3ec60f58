/** A small typed event emitter: `on` returns the function that removes the listener. */
export class Listeners<Events extends object> {
  private readonly byEvent = new Map<keyof Events, Set<(payload: never) => void>>();

  on<K extends keyof Events>(event: K, listener: (payload: Events[K]) => void): () => void {
    let set = this.byEvent.get(event);
    if (!set) {
      set = new Set();
      this.byEvent.set(event, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }

  /** Calls every listener; one that throws is reported on its own, without stopping the rest or the caller. */
  emit<K extends keyof Events>(event: K, payload: Events[K]): void {
    for (const listener of [...(this.byEvent.get(event) ?? [])]) {
      try {
        (listener as (payload: Events[K]) => void)(payload);
      } catch (error) {
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }
}
