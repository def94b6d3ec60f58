// The anti-bot telemetry header of code requests, from the send-code saga to a real bed.gateway.
import { AUTH_LIMITS, TELEMETRY_HEADER, postSendCode } from '@aura/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestClock, gatewayPerFile, newNumber } from '../../../../test/flows-harness.ts';
import { codeRequested, codeResendRequested } from '../slice.ts';
import { decodeTelemetry, type FormSignals } from '../telemetry.ts';
import { selectPhoneFlow } from '../../../selectors.ts';

const clock = new TestClock();
const bed = gatewayPerFile(clock);

// A phone's viewport; jsdom has touch events and no automation flag.
beforeEach(() => {
  vi.stubGlobal('innerWidth', 390);
  vi.stubGlobal('innerHeight', 844);
});
afterEach(() => vi.unstubAllGlobals());
const environment = {
  webdriver: false,
  vw: 390,
  vh: 840,
  tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
  touch: true,
};

/** A tab whose sendCode requests' telemetry headers are collected, as sent. */
function tab() {
  const harness = bed.flows();
  const sent: (string | undefined)[] = [];
  harness.client.http.interceptors.request.use((config) => {
    if (config.url === postSendCode.path) {
      const value = config.headers.get(TELEMETRY_HEADER);
      sent.push(typeof value === 'string' ? value : undefined);
    }
    return config;
  });
  return { harness, sent };
}

const numberForm: FormSignals = { form: 'number', ms: 5300, keys: 12, pointers: 3, moves: 40, pasted: false };
const codeForm: FormSignals = { form: 'code', ms: 61000, keys: 0, pointers: 1, moves: 7, pasted: false };

describe('send-code saga telemetry', () => {
  it('sends the form’s and the browser’s signals with the code request, and again with a resend', async () => {
    const { harness, sent } = tab();
    const number = newNumber();
    harness.store.dispatch(
      codeRequested({
        country: 'NL',
        number: number.national,
        channel: 'sms',
        purpose: 'login',
        telemetry: numberForm,
      }),
    );
    await harness.until((state) => selectPhoneFlow(state).step === 'code');
    await clock.advanceSeconds(AUTH_LIMITS.codeResendSeconds);
    harness.store.dispatch(codeResendRequested({ purpose: 'login', telemetry: codeForm }));
    await harness.until((state) => selectPhoneFlow(state).code?.sentCount === 2);

    expect(sent).toHaveLength(2);
    expect(sent.map((value) => decodeTelemetry(value!))).toEqual([
      { v: 1, ...numberForm, ...environment },
      { v: 1, ...codeForm, ...environment },
    ]);
  });

  it('sends the browser’s signals alone for a request that came from no form', async () => {
    const { harness, sent } = tab();
    harness.store.dispatch(
      codeRequested({ country: 'NL', number: newNumber().national, channel: 'whatsapp', purpose: 'login' }),
    );
    await harness.until((state) => selectPhoneFlow(state).step === 'code');
    expect(sent.map((value) => decodeTelemetry(value!))).toEqual([{ v: 1, ...environment }]);
  });
});
