import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithStore } from '../../test/render-flows.tsx';
import { opened } from '../../test/story-setups.ts';
import { codeResendRequested, codeSent } from '../flows/phone/slice.ts';
import { PhoneCodeStep } from './phone-code-step.tsx';

describe('PhoneCodeStep telemetry', () => {
  it('sends what the code step saw with a request for a new code', async () => {
    const { store, user } = renderWithStore(<PhoneCodeStep purpose="login" />, {
      setup: [
        ...opened('phone'),
        codeSent({
          purpose: 'login',
          mobile: '+31612345678',
          registered: true,
          hasPassword: true,
          // No wait, so "Send a new code" is there at once.
          sent: {
            requestId: 'a3b1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
            expiresInSeconds: 300,
            resendAfterSeconds: 0,
          },
        }),
      ],
    });
    await user.keyboard('12');
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    const requested = store.actions.find((action) => codeResendRequested.match(action));
    expect(requested?.payload).toMatchObject({
      purpose: 'login',
      telemetry: { form: 'code', keys: 2, pointers: 1, moves: 1, pasted: false },
    });
  });
});
