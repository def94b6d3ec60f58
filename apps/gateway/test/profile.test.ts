// Profile completion (complementInfo) over real HTTP, spoken by the independent client, on a gateway whose date
// is fixed: ages are counted on the server's date, never the client's.
import {
  BUSINESS_CODES,
  GENDERS,
  PROFILE_LIMITS,
  PROTOCOL_ERRORS,
  postComplementInfo,
} from '@aura/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userById } from '../src/modules/users/queries.ts';
import { AccountBed, type SignedInUser } from './account-kit.ts';
import { IndependentClient } from './independent-client.ts';

const TODAY = '2026-06-15';
/** Birthdays relative to TODAY: exactly the minimum age today, and one day short of it. */
const minAgeYear = Number(TODAY.slice(0, 4)) - PROFILE_LIMITS.minAge;
const TURNS_ADULT_TODAY = `${minAgeYear}${TODAY.slice(4)}`;
const TURNS_ADULT_TOMORROW = `${minAgeYear}-06-16`;

let bed: AccountBed;

const complete = (user: SignedInUser, fields: Record<string, unknown> = {}) =>
  user.client.post(postComplementInfo.path, {
    nickname: 'Ayla',
    gender: GENDERS.female,
    birthday: '1995-04-12',
    adultConfirmed: true,
    ...fields,
  });

beforeAll(async () => {
  bed = await AccountBed.start({}, TODAY);
});

afterAll(() => bed.close());

describe('complementInfo', () => {
  it('stores the profile and answers its summary', async () => {
    const user = await bed.signIn('');
    const answer = await complete(user, { nickname: '  Ayla 🌙  ' });
    expect(answer.sealedWith).toBe(user.client.fingerprint);
    expect(answer.body).toMatchObject({
      code: 200,
      data: {
        nickname: 'Ayla 🌙',
        gender: GENDERS.female,
        birthday: '1995-04-12',
        birthdayChangesLeft: PROFILE_LIMITS.birthdayChanges,
        adultConfirmed: true,
        complete: true,
        emailVerified: false,
        hasPassword: false,
      },
    });
    const row = await userById(bed.gateway.services.database.db, user.userId);
    expect(row).toMatchObject({ nickname: 'Ayla 🌙', gender: GENDERS.female, birthday: '1995-04-12' });
    expect(row?.adultConfirmedAt).toBeInstanceOf(Date);
  });

  it(`refuses users under ${PROFILE_LIMITS.minAge}, counted on the server's date`, async () => {
    const user = await bed.signIn();
    const young = await complete(user, { birthday: TURNS_ADULT_TOMORROW });
    expect(young.body).toMatchObject({
      code: BUSINESS_CODES.underAge,
      message: `Users under ${PROFILE_LIMITS.minAge} refused.`,
    });
    const future = await complete(user, { birthday: `${Number(TODAY.slice(0, 4)) + 1}-01-01` });
    expect(future.body.code).toBe(BUSINESS_CODES.underAge);
    const row = await userById(bed.gateway.services.database.db, user.userId);
    expect(row?.birthday).toBeNull();
    expect(row?.adultConfirmedAt).toBeNull();

    const adult = await complete(user, { birthday: TURNS_ADULT_TODAY });
    expect(adult.body).toMatchObject({ code: 200, data: { birthday: TURNS_ADULT_TODAY } });
  });

  it('requires the 18+ confirmation (the contract refuses anything but true)', async () => {
    const user = await bed.signIn();
    const answer = await complete(user, { adultConfirmed: false });
    expect(answer.body.code).toBe(PROTOCOL_ERRORS.invalidRequest);
    expect(answer.body.data).toMatchObject({ issues: [{ field: 'adultConfirmed' }] });
  });

  it.each([
    ['F.u.c.k_boy', 'English, dotted'],
    ['Sexy Girl', 'English, inside a longer name'],
    ['Orospu Çocuğu', 'Turkish'],
    ['kankerlijer', 'Dutch'],
    ['5lut', 'leetspeak'],
  ])('refuses a nickname with a sensitive word: %s (%s)', async (nickname) => {
    const user = await bed.signIn();
    const answer = await complete(user, { nickname });
    expect(answer.body).toMatchObject({
      code: BUSINESS_CODES.nicknameSensitive,
      message: 'Nicknames contain sensitive words.',
    });
  });

  it.each([
    ['<script>x</script>', 'angle brackets'],
    ['Ayla\u202Egnp.exe', 'a bidi override'],
    ['Ay\u200Bla', 'a zero-width space'],
    ['Ayla\u0007', 'a control character'],
    ['Ayla!?', 'other punctuation'],
  ])('refuses forbidden characters: %j (%s)', async (nickname) => {
    const user = await bed.signIn();
    const answer = await complete(user, { nickname });
    expect(answer.body.code).toBe(BUSINESS_CODES.nicknameInvalid);
    expect(answer.body.message).toMatch(/letters, digits, spaces/);
  });

  it('refuses an empty nickname', async () => {
    const user = await bed.signIn();
    const answer = await complete(user, { nickname: '   ' });
    expect(answer.body).toMatchObject({
      code: PROTOCOL_ERRORS.invalidRequest,
      data: { issues: [{ field: 'nickname' }] },
    });
  });

  it('keeps the gender once set', async () => {
    const user = await bed.signIn();
    expect((await complete(user, { gender: GENDERS.male })).body.code).toBe(200);
    const changed = await complete(user, { gender: GENDERS.female });
    expect(changed.body).toMatchObject({
      code: BUSINESS_CODES.genderLocked,
      message: 'Cannot change after selection.',
    });
    const again = await complete(user, { gender: GENDERS.male, nickname: 'Ayla Two' });
    expect(again.body).toMatchObject({ code: 200, data: { gender: GENDERS.male, nickname: 'Ayla Two' } });
  });

  it(`lets the birthday change ${PROFILE_LIMITS.birthdayChanges} time(s) after it was first set`, async () => {
    const user = await bed.signIn();
    const first = await complete(user, { birthday: '1990-01-01' });
    expect(first.body).toMatchObject({
      code: 200,
      data: { birthdayChangesLeft: PROFILE_LIMITS.birthdayChanges },
    });
    let birthday = '1990-01-01';
    for (let change = 1; change <= PROFILE_LIMITS.birthdayChanges; change += 1) {
      birthday = `${1990 + change}-02-02`;
      const changed = await complete(user, { birthday });
      expect(changed.body).toMatchObject({
        code: 200,
        data: { birthday, birthdayChangesLeft: PROFILE_LIMITS.birthdayChanges - change },
      });
    }
    const unchanged = await complete(user, { birthday, nickname: 'Still Me' });
    expect(unchanged.body).toMatchObject({ code: 200, data: { birthday, birthdayChangesLeft: 0 } });
    const locked = await complete(user, { birthday: '1980-03-03' });
    expect(locked.body).toMatchObject({
      code: BUSINESS_CODES.birthdayLocked,
      message: 'Cannot change after selection.',
    });
    const row = await userById(bed.gateway.services.database.db, user.userId);
    expect(row).toMatchObject({ birthday, birthdayChanges: PROFILE_LIMITS.birthdayChanges });
  });

  it('needs a session', async () => {
    const visitor = new IndependentClient(bed.url, { deviceId: 'visitor-profile-1' });
    await visitor.handshake();
    const answer = await visitor.post(
      postComplementInfo.path,
      { nickname: 'Ayla', gender: GENDERS.female, birthday: '1995-04-12', adultConfirmed: true },
      { signed: false },
    );
    expect(answer.httpStatus).toBe(401);
  });
});
