/**
 * Messages written but not yet stored by the gateway, kept by the browser (docs/messages.md "The offline queue"):
 * a reload, a closed tab or a lost network forgets none of them. Keyed by the client id, which is also the
 * message's identity on the gateway, so sending one again after a reload is harmless.
 */
export interface OutboxEntry {
  /** The signed-in user who wrote it: another account on the same browser never sends it. */
  ownerId: string;
  peerId: string;
  clientId: string;
  text: string;
  /**
   * A photo's bytes as base64, as chosen (at most 5 MB, checked before it is kept): kept until the gateway stores
   * the photo, so a photo written offline goes with the texts around it, in order.
   */
  image?: string;
  sentAt: number;
  /** Grows with every entry written: the order the messages were written in. */
  order: number;
  /** The gateway refused it (its code): shown failed with "try again" until the user retries. */
  failedCode?: number;
}

export interface OutboxStore {
  /** The owner's entries, in the order they were written. */
  load(ownerId: string): Promise<OutboxEntry[]>;
  put(entry: OutboxEntry): Promise<void>;
  remove(clientId: string): Promise<void>;
  /** Marks a kept entry refused with the gateway's code. */
  fail(clientId: string, code: number): Promise<void>;
}

const inOrder = (entries: OutboxEntry[]) => entries.sort((a, b) => a.order - b.order);

/** An outbox that lives as long as the page (tests; a browser without IndexedDB). */
export function memoryOutbox(
  initial: OutboxEntry[] = [],
): OutboxStore & { entries: Map<string, OutboxEntry> } {
  const entries = new Map(initial.map((entry) => [entry.clientId, entry]));
  return {
    entries,
    load: async (ownerId) => inOrder([...entries.values()].filter((entry) => entry.ownerId === ownerId)),
    put: async (entry) => void entries.set(entry.clientId, { ...entry }),
    remove: async (clientId) => void entries.delete(clientId),
    fail: async (clientId, code) => {
      const entry = entries.get(clientId);
      if (entry) entries.set(clientId, { ...entry, failedCode: code });
    },
  };
}

const DATABASE = 'aura-im';
const STORE = 'outbox';

function request<T>(ask: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    ask.onsuccess = () => resolve(ask.result);
    ask.onerror = () => reject(ask.error ?? new Error('IndexedDB request failed'));
  });
}

/** The outbox in the browser's IndexedDB (`aura-im`, store `outbox`); in memory where IndexedDB cannot open. */
export function indexedDbOutbox(factory: IDBFactory | undefined = globalThis.indexedDB): OutboxStore {
  const fallback = memoryOutbox();
  let opened: Promise<IDBDatabase | undefined> | undefined;
  const database = () =>
    (opened ??= (async () => {
      if (!factory) return undefined;
      const open = factory.open(DATABASE, 1);
      open.onupgradeneeded = () => open.result.createObjectStore(STORE, { keyPath: 'clientId' });
      // A private window or a full disk: the page keeps its outbox in memory instead.
      return request(open).catch(() => undefined);
    })());
  const store = async (mode: IDBTransactionMode) =>
    (await database())?.transaction(STORE, mode).objectStore(STORE);
  return {
    async load(ownerId) {
      const outbox = await store('readonly');
      if (!outbox) return fallback.load(ownerId);
      const all = (await request(outbox.getAll())) as OutboxEntry[];
      return inOrder(all.filter((entry) => entry.ownerId === ownerId));
    },
    async put(entry) {
      const outbox = await store('readwrite');
      if (!outbox) return fallback.put(entry);
      await request(outbox.put(entry));
    },
    async remove(clientId) {
      const outbox = await store('readwrite');
      if (!outbox) return fallback.remove(clientId);
      await request(outbox.delete(clientId));
    },
    async fail(clientId, code) {
      const outbox = await store('readwrite');
      if (!outbox) return fallback.fail(clientId, code);
      const entry = (await request(outbox.get(clientId))) as OutboxEntry | undefined;
      if (entry) await request(outbox.put({ ...entry, failedCode: code }));
    },
  };
}
