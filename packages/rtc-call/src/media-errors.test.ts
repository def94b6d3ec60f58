import { describe, expect, it } from 'vitest';
import { mediaFailureOf } from './media-errors.ts';

const named = (name: string) => new DOMException('x', name);

describe('mediaFailureOf', () => {
  it('maps getUserMedia errors to what the prompt says', () => {
    expect(mediaFailureOf(named('NotAllowedError'))).toBe('denied');
    expect(mediaFailureOf(named('SecurityError'))).toBe('denied');
    expect(mediaFailureOf(named('NotFoundError'))).toBe('notFound');
    expect(mediaFailureOf(named('OverconstrainedError'))).toBe('notFound');
    expect(mediaFailureOf(named('NotReadableError'))).toBe('inUse');
    expect(mediaFailureOf(new TypeError('no mediaDevices'))).toBe('unsupported');
    expect(mediaFailureOf('nonsense')).toBe('unsupported');
  });
});
