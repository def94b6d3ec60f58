import { describe, expect, it } from 'vitest';
import { CALL_MEMORY_ITEM, storageCallMemory, type ItemStorage } from './call-memory.ts';

function mapStorage(): ItemStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe('the call memory', () => {
  it('remembers the room of the call this tab runs until it is forgotten', () => {
    const storage = mapStorage();
    const memory = storageCallMemory(storage);
    expect(memory.remembers('r1')).toBe(false);
    memory.remember('r1');
    expect(storage.items.get(CALL_MEMORY_ITEM)).toBe('r1');
    expect(memory.remembers('r1')).toBe(true);
    expect(memory.remembers('r2')).toBe(false);
    // A reload builds a new memory on the same storage: it still knows the room.
    expect(storageCallMemory(storage).remembers('r1')).toBe(true);
    memory.forget();
    expect(memory.remembers('r1')).toBe(false);
  });

  it('remembers nothing, and throws nothing, without usable storage', () => {
    const broken: ItemStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    for (const memory of [storageCallMemory(broken), storageCallMemory(undefined)]) {
      memory.remember('r1');
      expect(memory.remembers('r1')).toBe(false);
      memory.forget();
    }
  });
});
