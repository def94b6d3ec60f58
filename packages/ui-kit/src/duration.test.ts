import { describe, expect, it } from 'vitest';
import { formatCallDuration } from './duration.ts';

describe('formatCallDuration (spec §3)', () => {
  it('shows under one second as one second', () => {
    expect(formatCallDuration(0)).toBe('00:01');
    expect(formatCallDuration(0.4)).toBe('00:01');
  });

  it('writes mm:ss below an hour', () => {
    expect(formatCallDuration(59)).toBe('00:59');
    expect(formatCallDuration(61)).toBe('01:01');
    expect(formatCallDuration(3599)).toBe('59:59');
  });

  it('writes HH:mm:ss from one hour', () => {
    expect(formatCallDuration(3600)).toBe('01:00:00');
    expect(formatCallDuration(3600 * 10 + 62)).toBe('10:01:02');
  });
});
