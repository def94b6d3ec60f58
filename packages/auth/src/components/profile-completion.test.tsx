import { PROFILE_LIMITS } from '@aura/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gatewayPerFile, signInWithoutPhone } from '../../test/flows-harness.ts';
import { renderWithStore } from '../../test/render-flows.tsx';
import { LoginPopup } from './login-popup.tsx';
import { selectProfile } from '../selectors.ts';

const bed = gatewayPerFile();

async function newUser() {
  const harness = bed.flows();
  await signInWithoutPhone(bed.gateway, harness);
  const rendered = renderWithStore(<LoginPopup />, { store: harness.store });
  const dialog = await screen.findByRole('dialog', { name: 'Complete your profile' });
  return { harness, dialog, ...rendered };
}

const thisYear = new Date().getUTCFullYear();

describe('ProfileCompletion', () => {
  it('labels every field, warns that gender and birthday are final, and completes the profile', async () => {
    const { harness, dialog, user } = await newUser();
    const nickname = within(dialog).getByRole('textbox', { name: 'Nickname' });
    expect(nickname).toHaveValue('No Phone');
    expect(nickname).toHaveAttribute('autocomplete', 'nickname');
    const gender = within(dialog).getByRole('group', { name: 'Gender' });
    expect(gender).toHaveAccessibleDescription('Cannot change after selection.');
    const birthday = within(dialog).getByRole('group', { name: 'Birthday' });
    expect(birthday).toHaveAccessibleDescription('Cannot change after selection.');
    expect(within(birthday).getByRole('combobox', { name: 'Year' })).toHaveAttribute(
      'autocomplete',
      'bday-year',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(gender).toHaveAccessibleDescription(/Please choose your gender\./));
    expect(birthday).toHaveAccessibleDescription(/Please enter your birthday\./);
    const confirm = within(dialog).getByRole('checkbox', {
      name: `I confirm that I am ${PROFILE_LIMITS.minAge} or older.`,
    });
    expect(confirm).toHaveAccessibleDescription(
      `Please confirm that you are ${PROFILE_LIMITS.minAge} or older.`,
    );

    await user.click(within(gender).getByRole('radio', { name: 'Female' }));
    await user.selectOptions(within(birthday).getByRole('combobox', { name: 'Year' }), String(thisYear - 10));
    await user.selectOptions(within(birthday).getByRole('combobox', { name: 'Month' }), 'May');
    await user.selectOptions(within(birthday).getByRole('combobox', { name: 'Day' }), '20');
    await user.click(confirm);
    await user.click(within(dialog).getByRole('button', { name: 'Save and continue' }));
    await waitFor(() =>
      expect(birthday).toHaveAccessibleDescription(
        `Cannot change after selection. You must be at least ${PROFILE_LIMITS.minAge} years old to use this site.`,
      ),
    );

    await user.selectOptions(within(birthday).getByRole('combobox', { name: 'Year' }), String(thisYear - 30));
    await user.clear(nickname);
    await user.type(nickname, 'Cocaine Queen');
    await user.click(within(dialog).getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(nickname).toHaveAccessibleDescription('Nicknames contain sensitive words.'));

    await user.clear(nickname);
    await user.type(nickname, 'Queen Bee');
    await user.click(within(dialog).getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(selectProfile(harness.store.getState())).toMatchObject({
      nickname: 'Queen Bee',
      birthday: `${thisYear - 30}-05-20`,
      complete: true,
    });
  });
});
