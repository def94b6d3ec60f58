import { BUSINESS_CODES, REBIND_LOCK_DAYS } from '@aura/contracts';
import { describe, expect, it } from 'vitest';
import {
  boundUnverifiedElsewhere,
  gatewayPerFile,
  lastCode,
  newEmail,
  newNumber,
  signInWithoutPhone,
  signUpByPhone,
  type FlowsHarness,
} from '../../../../test/flows-harness.ts';
import { messageFor } from '../../../errors/messages.ts';
import { bindRequested } from '../../../session/slice.ts';
import { bindCodeRequested, bindCodeSubmitted, bindDialogClosed } from '../slice.ts';
import { selectBindFlow, selectProfile, selectUser } from '../../../selectors.ts';

const bed = gatewayPerFile();

async function newUser(): Promise<FlowsHarness> {
  const harness = bed.flows();
  await signUpByPhone(bed.gateway, harness);
  return harness;
}

const idle = (harness: FlowsHarness) => harness.until((state) => !selectBindFlow(state).pending);

async function sendEmailCode(harness: FlowsHarness, email: string) {
  harness.store.dispatch(bindRequested({ kind: 'email' }));
  harness.store.dispatch(bindCodeRequested({ kind: 'email', email }));
  return idle(harness);
}

describe('binding', () => {
  it('binds an e-mail address with the mailed code; the first bind grants coins', async () => {
    const harness = await newUser();
    const email = newEmail('bind');
    harness.store.dispatch(bindRequested({ kind: 'email' }));
    expect(selectBindFlow(harness.store.getState())).toMatchObject({
      open: true,
      kind: 'email',
      step: 'enter',
    });
    harness.store.dispatch(bindCodeRequested({ kind: 'email', email: email.toUpperCase() }));
    const sent = await idle(harness);
    expect(selectBindFlow(sent)).toMatchObject({ step: 'code', value: email, takeover: false });

    harness.store.dispatch(
      bindCodeSubmitted({ code: await lastCode(bed.gateway, email), confirmTakeover: false }),
    );
    const done = await harness.until((s) => selectBindFlow(s).step === 'done');
    expect(selectBindFlow(done).coinsGranted).toBeGreaterThan(0);
    expect(selectProfile(done)).toMatchObject({ email, emailVerified: true });
    expect(selectUser(done)).toBeDefined();

    harness.store.dispatch(bindDialogClosed());
    expect(selectBindFlow(harness.store.getState()).open).toBe(false);
  });

  it('binds a phone number by WhatsApp to an account without one', async () => {
    const harness = bed.flows();
    await signInWithoutPhone(bed.gateway, harness);
    const number = newNumber();
    harness.store.dispatch(bindRequested({ kind: 'phone' }));
    harness.store.dispatch(
      bindCodeRequested({ kind: 'phone', country: 'NL', number: number.national, channel: 'whatsapp' }),
    );
    const sent = await idle(harness);
    expect(selectBindFlow(sent)).toMatchObject({
      error: undefined,
      fieldErrors: {},
      step: 'code',
      value: number.e164,
      channel: 'whatsapp',
    });
    harness.store.dispatch(
      bindCodeSubmitted({ code: await lastCode(bed.gateway, number.e164), confirmTakeover: false }),
    );
    const done = await harness.until((s) => selectBindFlow(s).step === 'done');
    expect(selectProfile(done)?.phone).toBe(number.e164);
  });

  it('warns before taking over an address bound, unverified, to another account, and binds once confirmed', async () => {
    const email = newEmail('takeover');
    await boundUnverifiedElsewhere(bed.gateway, email);
    const harness = await newUser();
    const sent = await sendEmailCode(harness, email);
    expect(selectBindFlow(sent)).toMatchObject({ step: 'code', takeover: true });
    const code = await lastCode(bed.gateway, email);

    harness.store.dispatch(bindCodeSubmitted({ code, confirmTakeover: false }));
    const refused = await idle(harness);
    expect(selectBindFlow(refused).fieldErrors).toEqual({
      takeover: messageFor({ code: BUSINESS_CODES.bindTakeoverNeedsConfirmation }),
    });

    harness.store.dispatch(bindCodeSubmitted({ code, confirmTakeover: true }));
    const done = await harness.until((s) => selectBindFlow(s).step === 'done');
    expect(selectProfile(done)?.email).toBe(email);
  });

  it('refuses the same value, and a change within the 7-day lock', async () => {
    const harness = await newUser();
    const email = newEmail('locked');
    await sendEmailCode(harness, email);
    harness.store.dispatch(
      bindCodeSubmitted({ code: await lastCode(bed.gateway, email), confirmTakeover: false }),
    );
    await harness.until((s) => selectBindFlow(s).step === 'done');

    const same = await sendEmailCode(harness, email);
    expect(selectBindFlow(same).fieldErrors.value).toEqual({ key: 'base:binding.sameValue' });

    const changed = await sendEmailCode(harness, newEmail('other'));
    expect(selectBindFlow(changed).fieldErrors.value).toEqual({
      key: 'base:binding.rebindLocked',
      values: { count: REBIND_LOCK_DAYS, days: REBIND_LOCK_DAYS },
    });
  });

  it('an invalid address or a wrong code, under their fields', async () => {
    const harness = await newUser();
    const invalid = await sendEmailCode(harness, 'nope');
    expect(selectBindFlow(invalid).fieldErrors.value).toEqual({ key: 'base:email.invalid' });
    const email = newEmail('wrong');
    await sendEmailCode(harness, email);
    const code = await lastCode(bed.gateway, email);
    const wrong = String((Number(code) + 1) % 10 ** code.length).padStart(code.length, '0');
    harness.store.dispatch(bindCodeSubmitted({ code: wrong, confirmTakeover: false }));
    const refused = await idle(harness);
    expect(selectBindFlow(refused).fieldErrors.code).toEqual({ key: 'base:phone.incorrectCode' });
  });
});
