import { TELEMETRY_MAX_CHARS } from '@aura/contracts';
import { describe, expect, it } from 'vitest';
import {
  MAX_COUNT,
  MAX_MS,
  browserEnvironment,
  createFormTelemetry,
  decodeTelemetry,
  encodeTelemetry,
  type EnvironmentSignals,
} from './telemetry.ts';

const desktop: EnvironmentSignals = {
  webdriver: false,
  vw: 1280,
  vh: 720,
  tz: 'Europe/Amsterdam',
  touch: false,
};

describe('createFormTelemetry', () => {
  it('counts key presses (not held-key repeats), pointer presses and moves, a paste, and the time shown', () => {
    let now = 1000;
    const form = createFormTelemetry('number', () => now);
    for (let key = 0; key < 10; key++) form.keyPressed();
    form.keyPressed(true);
    form.pointerPressed();
    form.pointerPressed();
    for (let move = 0; move < 5; move++) form.pointerMoved();
    expect(form.snapshot()).toEqual({
      form: 'number',
      ms: 0,
      keys: 10,
      pointers: 2,
      moves: 5,
      pasted: false,
    });
    now += 4321.4;
    form.pasted();
    expect(form.snapshot()).toMatchObject({ ms: 4321, pasted: true });
  });

  it('stops counting at MAX_COUNT', () => {
    const form = createFormTelemetry('code', () => 0);
    for (let move = 0; move < MAX_COUNT + 50; move++) form.pointerMoved();
    expect(form.snapshot()).toMatchObject({ form: 'code', moves: MAX_COUNT });
  });
});

describe('browserEnvironment', () => {
  it('reads automation, the viewport and touch from the scope given', () => {
    const phone = browserEnvironment({
      navigator: { webdriver: false, maxTouchPoints: 5 },
      innerWidth: 390,
      innerHeight: 844,
    });
    expect(phone).toEqual({
      webdriver: false,
      vw: 390,
      vh: 844,
      tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
      touch: true,
    });
    expect(browserEnvironment({ navigator: { webdriver: true }, ontouchstart: null })).toMatchObject({
      webdriver: true,
      vw: 0,
      vh: 0,
      touch: true,
    });
    expect(browserEnvironment({})).toMatchObject({ webdriver: false, touch: false });
  });
});

describe('encodeTelemetry', () => {
  it('is base64url JSON of the form and environment signals, the viewport rounded', () => {
    const form = { form: 'number' as const, ms: 5300, keys: 12, pointers: 3, moves: 40, pasted: false };
    const encoded = encodeTelemetry(form, { ...desktop, vw: 1283, vh: 717 });
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeTelemetry(encoded)).toEqual({ v: 1, ...form, ...desktop });
  });

  it('without form signals (a request not made from a form) sends the environment alone', () => {
    expect(decodeTelemetry(encodeTelemetry(undefined, desktop))).toEqual({ v: 1, ...desktop });
  });

  it('stays bounded, far below what the gateway keeps, whatever it is given', () => {
    const huge = Number.MAX_SAFE_INTEGER;
    const encoded = encodeTelemetry(
      { form: 'code', ms: huge, keys: huge, pointers: huge, moves: huge, pasted: true },
      { webdriver: true, vw: huge, vh: huge, tz: `Area/${'x'.repeat(1000)}`, touch: true },
    );
    expect(encoded.length).toBeLessThan(TELEMETRY_MAX_CHARS / 4);
    const decoded = decodeTelemetry(encoded);
    expect(decoded).toMatchObject({ ms: MAX_MS, keys: MAX_COUNT, pointers: MAX_COUNT, moves: MAX_COUNT });
    expect(decoded.tz.length).toBeLessThan(64);
  });

  it('drops a time zone that is no IANA name, and counts that are no numbers', () => {
    const decoded = decodeTelemetry(
      encodeTelemetry(
        { form: 'number', ms: Number.NaN, keys: -3, pointers: 1.6, moves: Infinity, pasted: false },
        { ...desktop, tz: 'Europe/"Amsterdam"' },
      ),
    );
    expect(decoded).toMatchObject({ ms: 0, keys: 0, pointers: 2, moves: 0, tz: '' });
  });
});
