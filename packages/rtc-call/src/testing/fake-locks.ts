import type { LockManagerLike } from '../tab-lock.ts';

/**
 * The Web Locks API as one browser gives it to all its tabs, in memory: exclusive locks by name, requests queued in
 * order, `ifAvailable` answered with null when held, a waiting request aborted by its signal. Give each fake tab
 * its own `webLocksTabLock(manager)` over one manager.
 */
export class FakeLockManager implements LockManagerLike {
  private readonly held = new Set<string>();
  private readonly queues = new Map<string, (() => void)[]>();

  isHeld(name: string): boolean {
    return this.held.has(name);
  }

  async request(
    name: string,
    options: { ifAvailable?: boolean; signal?: AbortSignal },
    callback: (lock: unknown) => Promise<void> | undefined,
  ): Promise<unknown> {
    if (this.held.has(name)) {
      if (options.ifAvailable) return callback(null);
      await new Promise<void>((resolve, reject) => {
        const queue = this.queues.get(name) ?? [];
        this.queues.set(name, queue);
        const turn = () => {
          options.signal?.removeEventListener('abort', aborted);
          resolve();
        };
        const aborted = () => {
          queue.splice(queue.indexOf(turn), 1);
          reject(new DOMException('The request was aborted.', 'AbortError'));
        };
        options.signal?.addEventListener('abort', aborted, { once: true });
        queue.push(turn);
      });
    } else {
      this.held.add(name);
    }
    try {
      return await callback({ name, mode: 'exclusive' });
    } finally {
      // Handed on to the next request in line, or free.
      const next = this.queues.get(name)?.shift();
      if (next) next();
      else this.held.delete(name);
    }
  }
}
