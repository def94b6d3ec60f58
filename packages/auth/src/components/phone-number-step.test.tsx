import { screen } from '@testing-library/react';
import type { Action } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { renderWithStore } from '../../test/render-flows.tsx';
import { opened } from '../../test/story-setups.ts';
import { codeRequested } from '../flows/phone/slice.ts';
import { PhoneNumberStep } from './phone-number-step.tsx';

/** The telemetry of the code request the step dispatched. */
function sentTelemetry(actions: Action[]) {
  const requested = actions.find((action) => codeRequested.match(action));
  if (!requested) throw new Error('no code was requested');
  return requested.payload.telemetry;
}

describe('PhoneNumberStep telemetry', () => {
  it('counts the key presses and pointer presses in the form, and nothing of what was typed', async () => {
    const { store, user } = renderWithStore(<PhoneNumberStep purpose="login" />, { setup: opened('phone') });
    // user.type moves to and presses the field, then one key per character; the button is the second of each.
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '0612345678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const telemetry = sentTelemetry(store.actions);
    expect(telemetry).toMatchObject({ form: 'number', keys: 10, pointers: 2, moves: 2, pasted: false });
    expect(telemetry?.ms).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(telemetry)).not.toContain('0612345678');
  });

  it('says the number was pasted, with no key pressed', async () => {
    const { store, user } = renderWithStore(<PhoneNumberStep purpose="reset" />, {
      setup: opened('phoneForgot'),
    });
    await user.click(screen.getByRole('textbox', { name: 'Phone number' }));
    await user.paste('+31612345678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(sentTelemetry(store.actions)).toMatchObject({ keys: 0, pointers: 2, pasted: true });
  });

  it('counts key presses submitting with Enter alone, without any pointer', async () => {
    const { store, user } = renderWithStore(<PhoneNumberStep purpose="login" />, { setup: opened('phone') });
    screen.getByRole('textbox', { name: 'Phone number' }).focus();
    await user.keyboard('0612345678{Enter}');
    expect(sentTelemetry(store.actions)).toMatchObject({ keys: 11, pointers: 0, moves: 0 });
  });
});
