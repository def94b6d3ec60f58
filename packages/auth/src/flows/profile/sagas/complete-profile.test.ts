import { GENDERS, PROFILE_LIMITS } from '@aura/contracts';
import { describe, expect, it } from 'vitest';
import { gatewayPerFile, signUpByPhone, type FlowsHarness } from '../../../../test/flows-harness.ts';
import { loginPopupClosed } from '../../../session/slice.ts';
import { profileSubmitted, type ProfileForm } from '../slice.ts';
import { selectLoginPopup, selectProfile, selectProfileFlow } from '../../../selectors.ts';

const bed = gatewayPerFile();

async function newUser(): Promise<FlowsHarness> {
  const harness = bed.flows();
  await signUpByPhone(bed.gateway, harness);
  return harness;
}

const thisYear = new Date().getUTCFullYear();
const adult: ProfileForm = {
  nickname: 'Sunny Day',
  gender: GENDERS.female,
  birthday: { year: thisYear - PROFILE_LIMITS.minAge - 5, month: 3, day: 14 },
  adultConfirmed: true,
};
const idle = (harness: FlowsHarness) => harness.until((state) => !selectProfileFlow(state).pending);

describe('profile completion', () => {
  it('keeps the popup open until the profile is complete, then closes it', async () => {
    const harness = await newUser();
    expect(selectLoginPopup(harness.store.getState())).toMatchObject({ open: true, view: 'completeProfile' });
    harness.store.dispatch(loginPopupClosed());
    expect(selectLoginPopup(harness.store.getState()).open).toBe(true);

    harness.store.dispatch(profileSubmitted(adult));
    const state = await harness.until((s) => selectProfile(s)?.complete);
    expect(selectProfile(state)).toMatchObject({
      nickname: 'Sunny Day',
      gender: GENDERS.female,
      birthday: `${adult.birthday.year}-03-14`,
      adultConfirmed: true,
    });
    expect(selectLoginPopup(state).open).toBe(false);
  });

  it('refuses anyone under 18 with the spec’s words, before asking the gateway', async () => {
    const harness = await newUser();
    harness.store.dispatch(
      profileSubmitted({
        ...adult,
        birthday: { year: thisYear - PROFILE_LIMITS.minAge + 1, month: 1, day: 1 },
      }),
    );
    const state = await idle(harness);
    expect(selectProfileFlow(state).fieldErrors).toEqual({
      birthday: {
        key: 'base:profile.underAge',
        values: { count: PROFILE_LIMITS.minAge, age: PROFILE_LIMITS.minAge },
      },
    });
    expect(harness.actions.some(({ type }) => type === 'auth/profileUpdated')).toBe(false);
  });

  it('names every missing part under its field', async () => {
    const harness = await newUser();
    harness.store.dispatch(
      profileSubmitted({
        nickname: '  ',
        gender: undefined,
        birthday: { year: 2000, month: 2, day: 30 },
        adultConfirmed: false,
      }),
    );
    const state = await idle(harness);
    expect(selectProfileFlow(state).fieldErrors).toEqual({
      nickname: { key: 'base:profile.nicknameRequired' },
      gender: { key: 'app:auth.profile.errors.genderRequired' },
      birthday: { key: 'app:auth.profile.errors.birthdayInvalid' },
      adult: { key: 'app:auth.profile.errors.confirmAdult', values: { age: PROFILE_LIMITS.minAge } },
    });
  });

  it('shows the gateway’s refusal of a nickname with sensitive words, or forbidden characters', async () => {
    const harness = await newUser();
    harness.store.dispatch(profileSubmitted({ ...adult, nickname: 'Cocaine King' }));
    let state = await idle(harness);
    expect(selectProfileFlow(state).fieldErrors).toEqual({
      nickname: { key: 'base:profile.nicknameSensitiveWords' },
    });
    harness.store.dispatch(profileSubmitted({ ...adult, nickname: '<script>' }));
    state = await idle(harness);
    expect(selectProfileFlow(state).fieldErrors).toEqual({
      nickname: { key: 'base:profile.nicknameForbiddenCharacters' },
    });
    expect(selectProfile(state)?.complete).toBe(false);
  });
});
