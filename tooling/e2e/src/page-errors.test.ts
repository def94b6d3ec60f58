import { EventEmitter } from 'node:events';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectConsole, recordConsole, takeConsoleProblems } from './page-errors.ts';

/** A page as far as recordConsole listens to it: its events and its address. */
function fakePage(url: string) {
  const events = new EventEmitter();
  const frame = {};
  const page = {
    address: url,
    on: (event: string, listener: (...args: unknown[]) => void) => events.on(event, listener),
    url: () => page.address,
    mainFrame: () => frame,
  };
  const print = (type: string, text: string) =>
    events.emit('console', { type: () => type, text: () => text, location: () => ({}) });
  return { page: page as unknown as Page & { address: string }, print, events };
}

describe('takeConsoleProblems', () => {
  it('finds the errors and warnings of the landing page, the wall and the match page, prefixed or not', () => {
    takeConsoleProblems();
    const { page, print } = fakePage('http://127.0.0.1:1/');
    recordConsole(page);
    print('warning', 'WebSocket is closed before the connection is established.');
    page.address = 'http://127.0.0.1:1/tr/wall';
    print('error', 'boom');
    page.address = 'http://127.0.0.1:1/matching?x=1';
    print('log', 'fine');
    print('info', 'fine');
    expect(takeConsoleProblems()).toEqual([
      'warning on /: WebSocket is closed before the connection is established.',
      'error on /tr/wall: boom',
    ]);
    // Taken: the next test starts clean.
    expect(takeConsoleProblems()).toEqual([]);
  });

  it('leaves other pages alone, and forgives only what Chromium prints while a test restarts its gateway', () => {
    const { page, print, events } = fakePage('http://127.0.0.1:1/login');
    recordConsole(page);
    recordConsole(page);
    print('error', 'not a page issue 18 names');
    page.address = 'http://127.0.0.1:1/wall';
    print('error', 'Failed to load resource: net::ERR_CONNECTION_REFUSED');
    print(
      'error',
      'Failed to load resource: the server responded with a status of 503 (Service Unavailable)',
    );
    print(
      'error',
      'Failed to load resource: the server responded with a status of 500 (Internal Server Error)',
    );
    events.emit('pageerror', new Error('oops'));
    // Recorded twice, counted once.
    expect(takeConsoleProblems()).toEqual([
      'error on /wall: Failed to load resource: the server responded with a status of 500 (Internal Server Error)',
      'uncaught on /wall: oops',
    ]);
  });

  it('forgives on one page only the lines a test said it expects', () => {
    takeConsoleProblems();
    const unauthorized = 'Failed to load resource: the server responded with a status of 401 (Unauthorized)';
    const ended = fakePage('http://127.0.0.1:1/wall');
    const other = fakePage('http://127.0.0.1:1/wall');
    recordConsole(ended.page);
    recordConsole(other.page);
    expectConsole(ended.page, /status of 401 \(Unauthorized\)/, 'the test ended the session');
    ended.print('error', unauthorized);
    ended.print('error', 'boom');
    other.print('error', unauthorized);
    expect(takeConsoleProblems()).toEqual([`error on /wall: boom`, `error on /wall: ${unauthorized}`]);
  });
});
