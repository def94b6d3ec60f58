import { describe, expect, it } from 'vitest';
import { socketUrl } from './connect.ts';

describe('socketUrl', () => {
  it('turns the gateway origin into a WebSocket URL, keeping path and query', () => {
    expect(socketUrl('/ws?deviceId=abc&sign=X', 'https://aura.example')).toBe(
      'wss://aura.example/ws?deviceId=abc&sign=X',
    );
    expect(socketUrl('/ws?a=1', 'http://127.0.0.1:8080')).toBe('ws://127.0.0.1:8080/ws?a=1');
  });
});
