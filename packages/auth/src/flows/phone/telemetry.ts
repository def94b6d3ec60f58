/**
 * The anti-bot telemetry a code request carries in TELEMETRY_HEADER (spec §7 sendCode): how the form was used and
 * what kind of browser used it, never what was typed and nothing that identifies the person or the device. An
 * SMS or WhatsApp code costs money and can be used to flood a number, so the gateway's log gets what an anti-bot
 * service would weigh: a form sent 200 ms after it appeared with no key or pointer event, by a browser that says
 * it is automated, is not a person.
 */

/** The form a code was requested from: the number step, or the code step's "send a new code". */
export type TelemetryForm = 'number' | 'code';

/** Counts and a duration from one form. Plain data, so it can travel in an action. */
export interface FormSignals {
  form: TelemetryForm;
  /** Milliseconds from the form appearing to the press that asked for the code. */
  ms: number;
  /** Key presses in the form (held-key repeats not counted), whatever the key. */
  keys: number;
  /** Pointer presses (mouse button, touch, pen) in the form. */
  pointers: number;
  /** Pointer moves over the form. */
  moves: number;
  /** Whether anything was pasted into the form. */
  pasted: boolean;
}

/** What kind of browser asks; coarse on purpose (the viewport in steps of VIEWPORT_STEP_PX). */
export interface EnvironmentSignals {
  /** `navigator.webdriver`: the browser says it is driven by automation. */
  webdriver: boolean;
  /** Viewport width and height in CSS pixels, rounded to VIEWPORT_STEP_PX. */
  vw: number;
  vh: number;
  /** The IANA time zone, to set beside the country of the address. */
  tz: string;
  /** Whether the device has a touch screen. */
  touch: boolean;
}

/** The header's content before encoding; `v` versions the shape. */
export type Telemetry = { v: 1 } & EnvironmentSignals & Partial<FormSignals>;

/** Counts stop here: more says nothing more, and the encoding stays bounded. */
export const MAX_COUNT = 999;
/** A form open longer than an hour reports an hour. */
export const MAX_MS = 60 * 60 * 1000;
export const VIEWPORT_STEP_PX = 10;
const MAX_VIEWPORT_PX = 100 * 100;
/** Longer than any IANA zone name ("America/Argentina/ComodRivadavia" is 32). */
const MAX_TZ_CHARS = 48;
const TZ = /^[A-Za-z0-9/_+-]*$/;

/** Collects one form's signals. Plain TypeScript, so it is tested without React; a component feeds it events. */
export interface FormTelemetry {
  keyPressed(repeat?: boolean): void;
  pointerPressed(): void;
  pointerMoved(): void;
  pasted(): void;
  /** The signals so far, timed at this moment. */
  snapshot(): FormSignals;
}

/** Starts counting for `form`, shown now. `now` is a monotonic clock in milliseconds. */
export function createFormTelemetry(
  form: TelemetryForm,
  now: () => number = () => performance.now(),
): FormTelemetry {
  const shownAt = now();
  const counts = { keys: 0, pointers: 0, moves: 0 };
  let pasted = false;
  const bump = (name: keyof typeof counts) => {
    counts[name] = Math.min(counts[name] + 1, MAX_COUNT);
  };
  return {
    keyPressed: (repeat = false) => {
      if (!repeat) bump('keys');
    },
    pointerPressed: () => bump('pointers'),
    pointerMoved: () => bump('moves'),
    pasted: () => {
      pasted = true;
    },
    snapshot: () => ({ form, ms: Math.round(now() - shownAt), ...counts, pasted }),
  };
}

/** The parts of a browser's global scope the environment is read from; all optional, as outside a browser. */
export interface TelemetryScope {
  navigator?: { webdriver?: boolean; maxTouchPoints?: number };
  innerWidth?: number;
  innerHeight?: number;
  ontouchstart?: unknown;
}

function timeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return '';
  }
}

/** Reads the environment signals from `scope` (the page's window unless given). */
export function browserEnvironment(scope: TelemetryScope = globalThis as TelemetryScope): EnvironmentSignals {
  return {
    webdriver: scope.navigator?.webdriver === true,
    vw: scope.innerWidth ?? 0,
    vh: scope.innerHeight ?? 0,
    tz: timeZone(),
    touch: (scope.navigator?.maxTouchPoints ?? 0) > 0 || 'ontouchstart' in scope,
  };
}

const count = (value: number, max = MAX_COUNT) =>
  Number.isFinite(value) ? Math.min(Math.max(Math.round(value), 0), max) : 0;
const viewport = (px: number) => count(Math.round(px / VIEWPORT_STEP_PX) * VIEWPORT_STEP_PX, MAX_VIEWPORT_PX);

/**
 * The header value: the signals clamped to their bounds, as JSON, in base64url without padding. Every field is
 * bounded, so the value stays a few hundred characters, far below TELEMETRY_MAX_CHARS.
 */
export function encodeTelemetry(form: FormSignals | undefined, environment: EnvironmentSignals): string {
  const tz = environment.tz.slice(0, MAX_TZ_CHARS);
  const telemetry: Telemetry = {
    v: 1,
    ...(form && {
      form: form.form === 'code' ? 'code' : 'number',
      ms: count(form.ms, MAX_MS),
      keys: count(form.keys),
      pointers: count(form.pointers),
      moves: count(form.moves),
      pasted: form.pasted === true,
    }),
    webdriver: environment.webdriver === true,
    vw: viewport(environment.vw),
    vh: viewport(environment.vh),
    tz: TZ.test(tz) ? tz : '',
    touch: environment.touch === true,
  };
  return base64Url(JSON.stringify(telemetry));
}

/** Reads a header value back (tests, and whoever reads the gateway's log). */
export function decodeTelemetry(value: string): Telemetry {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as Telemetry;
}

function base64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
