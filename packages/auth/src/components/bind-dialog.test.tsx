import { REBIND_LOCK_DAYS } from '@aura/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  boundUnverifiedElsewhere,
  gatewayPerFile,
  lastCode,
  newEmail,
  signInWithoutPhone,
} from '../../test/flows-harness.ts';
import { renderWithStore } from '../../test/render-flows.tsx';
import { bindRequested } from '../session/slice.ts';
import { BindDialog } from './bind-dialog.tsx';

const bed = gatewayPerFile();

async function bindEmail() {
  const harness = bed.flows();
  await signInWithoutPhone(bed.gateway, harness);
  const rendered = renderWithStore(<BindDialog />, { store: harness.store });
  act(() => void harness.store.dispatch(bindRequested({ kind: 'email' })));
  const dialog = await screen.findByRole('dialog', { name: 'Link an e-mail address' });
  return { harness, dialog, ...rendered };
}

describe('BindDialog', () => {
  it('warns before a takeover, needs the confirmation, then says how many coins the first bind gave', async () => {
    const email = newEmail('takeover-ui');
    await boundUnverifiedElsewhere(bed.gateway, email);
    const { dialog, user } = await bindEmail();
    expect(within(dialog).getByText(/The first time you link one, you get free coins\./)).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail address' }), email);
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));

    const confirm = await within(dialog).findByRole('checkbox', { name: 'Yes, link it to this account' });
    expect(confirm).toHaveAccessibleDescription(
      'This is already linked to another account but has not been verified. If you continue, it will be linked to this account instead.',
    );
    const code = within(dialog).getByRole('textbox', { name: 'Verification code' });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, await lastCode(bed.gateway, email));
    await user.click(within(dialog).getByRole('button', { name: 'Link' }));
    await waitFor(() => expect(confirm).toHaveAttribute('aria-invalid', 'true'));

    await user.click(confirm);
    await user.click(within(dialog).getByRole('button', { name: 'Link' }));
    const done = await within(dialog).findByText(/Your e-mail address is linked\./);
    expect(done).toHaveAttribute('role', 'status');
    expect(done).toHaveTextContent(/^Your e-mail address is linked\. You got \d+ coins for linking it\.$/);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the 7-day lock under the address', async () => {
    const { harness, dialog, user } = await bindEmail();
    const first = newEmail('first');
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail address' }), first);
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await user.type(
      await within(dialog).findByRole('textbox', { name: 'Verification code' }),
      await lastCode(bed.gateway, first),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Link' }));
    await within(dialog).findByRole('button', { name: 'Done' });

    act(() => void harness.store.dispatch(bindRequested({ kind: 'email' })));
    const address = await within(dialog).findByRole('textbox', { name: 'E-mail address' });
    await user.type(address, newEmail('second'));
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(address).toHaveAccessibleDescription(
        `This is linked to another account and cannot be moved for ${REBIND_LOCK_DAYS} days.`,
      ),
    );
  });
});
