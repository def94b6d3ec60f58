import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies.ts';

describe('readCookie', () => {
  it('reads one cookie among others, percent-decoded', () => {
    expect(readCookie('a=1; userId=100001; b=2', 'userId')).toBe('100001');
    expect(readCookie('name=J%C3%BCrgen%20K', 'name')).toBe('Jürgen K');
    expect(readCookie('token="x=y"', 'token')).toBe('x=y');
    expect(readCookie('userIdx=1; xuserId=2', 'userId')).toBeUndefined();
    expect(readCookie(undefined, 'userId')).toBeUndefined();
  });

  it('treats a cookie it cannot decode as absent instead of throwing (the HTTP 500 of every POST)', () => {
    expect(readCookie('userId=%E0%A4%A', 'userId')).toBeUndefined();
    expect(readCookie('userId=%', 'userId')).toBeUndefined();
    expect(readCookie('other=%E0%A4%A; userId=7', 'userId')).toBe('7');
    expect(readCookie('=%; userId', 'userId')).toBeUndefined();
  });
});
