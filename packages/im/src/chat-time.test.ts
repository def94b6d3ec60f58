import { describe, expect, it } from 'vitest';
import { chatTime } from './chat-time.ts';

const at = (text: string) => new Date(text).getTime();

describe('chat times (spec §3)', () => {
  const now = at('2026-11-26T15:30:00');

  it('shows HH:mm today', () => {
    expect(chatTime(at('2026-11-26T00:05:00'), now)).toEqual({ kind: 'today', time: '00:05' });
  });

  it('shows Yesterday HH:mm for yesterday, to its first minute', () => {
    expect(chatTime(at('2026-11-25T23:59:00'), now)).toEqual({ kind: 'yesterday', time: '23:59' });
    expect(chatTime(at('2026-11-25T00:00:00'), now)).toEqual({ kind: 'yesterday', time: '00:00' });
  });

  it('shows MM-DD HH:mm before that, across a year too', () => {
    expect(chatTime(at('2026-11-24T23:59:00'), now)).toEqual({ kind: 'date', time: '11-24 23:59' });
    expect(chatTime(at('2025-01-02T08:07:00'), now)).toEqual({ kind: 'date', time: '01-02 08:07' });
  });
});
