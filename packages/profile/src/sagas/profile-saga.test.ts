// The profile sagas against a real store with a fake api: each refusal lands on its field with the rule's words.
import { BUSINESS_CODES } from '@aura/contracts';
import { GatewayCallError } from '@aura/gateway-client';
import { afterEach, describe, expect, it } from 'vitest';
import { editSubmitted, photoDeletePressed, photoPicked, profileOpened, searchSubmitted } from '../slice.ts';
import { selectEdit, selectPage, selectSearch, selectUpload } from '../selectors.ts';
import { ownProfile, rejectedPhoto } from '../testing/fixtures.ts';
import { createProfileStore, fakeProfileApi } from '../testing/profile-store.tsx';

const refusal = (code: number, message = 'refused') =>
  new GatewayCallError({ reason: 'server', code, message, call: 'POST /test' });

const stores: ReturnType<typeof createProfileStore>[] = [];
function storeWith(api = fakeProfileApi()) {
  const store = createProfileStore({}, api);
  stores.push(store);
  return store;
}
afterEach(() => {
  for (const store of stores.splice(0)) store.task.cancel();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('profileSaga', () => {
  it('loads one’s own page and another’s by id', async () => {
    const store = storeWith();
    store.dispatch(profileOpened({}));
    store.dispatch(profileOpened({ friendId: '100002' }));
    await settle();
    expect(selectPage(store.getState(), 'me')).toMatchObject({ status: 'loaded', profile: { own: true } });
    expect(selectPage(store.getState(), '100002').profile?.nickname).toBe('Noor');
  });

  it('says when a user does not exist', async () => {
    const store = storeWith(
      fakeProfileApi({ profile: () => Promise.reject(refusal(BUSINESS_CODES.userNotFound)) }),
    );
    store.dispatch(profileOpened({ friendId: '999' }));
    await settle();
    expect(selectPage(store.getState(), '999')).toEqual({
      status: 'failed',
      error: { key: 'profile:page.notFound' },
    });
  });

  it.each([
    [BUSINESS_CODES.birthdayLocked, 'birthday', 'base:profile.cannotChangeAfterSelection'],
    [BUSINESS_CODES.genderLocked, 'gender', 'base:profile.cannotChangeAfterSelection'],
    [BUSINESS_CODES.nicknameSensitive, 'nickname', 'base:profile.nicknameSensitiveWords'],
    [BUSINESS_CODES.nicknameInvalid, 'nickname', 'base:profile.nicknameForbiddenCharacters'],
    [BUSINESS_CODES.underAge, 'birthday', 'base:profile.underAge'],
  ])('puts refusal %i on the %s field', async (code, field, key) => {
    const store = storeWith(fakeProfileApi({ update: () => Promise.reject(refusal(code)) }));
    store.dispatch(editSubmitted({ birthday: '1990-01-01' }));
    await settle();
    expect(selectEdit(store.getState())).toMatchObject({
      saving: false,
      saved: false,
      errors: { [field]: { key } },
    });
  });

  it('saves an edit and keeps the answer as one’s own page', async () => {
    const store = storeWith();
    store.dispatch(editSubmitted({ bio: 'New bio' }));
    await settle();
    expect(selectEdit(store.getState())).toEqual({ saving: false, saved: true, errors: {} });
    expect(selectPage(store.getState(), 'me').profile?.bio).toBe('New bio');
  });

  it('adds an uploaded photo under review, words a refused one, and deletes', async () => {
    let fail: number | undefined;
    const store = storeWith(
      fakeProfileApi({
        upload: (image) =>
          fail === undefined ? fakeProfileApi().upload(image) : Promise.reject(refusal(fail)),
      }),
    );
    store.dispatch(profileOpened({}));
    await settle();
    store.dispatch(photoPicked({ image: 'aGVsbG8=' }));
    expect(selectUpload(store.getState()).status).toBe('uploading');
    await settle();
    const photos = selectPage(store.getState(), 'me').profile!.photos;
    expect(photos).toHaveLength(ownProfile.photos.length + 1);
    expect(photos.at(-1)?.status).toBe('review');

    fail = BUSINESS_CODES.imageFormatUnsupported;
    store.dispatch(photoPicked({ image: 'aGVsbG8=' }));
    await settle();
    expect(selectUpload(store.getState())).toEqual({
      status: 'idle',
      error: { key: 'base:upload.unsupportedFormat' },
    });
    fail = BUSINESS_CODES.imageTooLarge;
    store.dispatch(photoPicked({ image: 'aGVsbG8=' }));
    await settle();
    expect(selectUpload(store.getState()).error).toEqual({
      key: 'base:upload.imageTooLarge',
      values: { megabytes: 5 },
    });

    store.dispatch(photoDeletePressed({ id: rejectedPhoto.id }));
    await settle();
    expect(selectPage(store.getState(), 'me').profile!.photos.map((photo) => photo.id)).not.toContain(
      rejectedPhoto.id,
    );
  });

  it('finds a user by search id and opens their page, or says nobody has it', async () => {
    const store = storeWith();
    store.dispatch(searchSubmitted({ searchUserId: '77120045' }));
    await settle();
    expect(store.navigated).toEqual(['/profile/100002']);
    expect(selectPage(store.getState(), '100002').status).toBe('loaded');

    const missing = storeWith(
      fakeProfileApi({ profile: () => Promise.reject(refusal(BUSINESS_CODES.userNotFound)) }),
    );
    missing.dispatch(searchSubmitted({ searchUserId: '1' }));
    await settle();
    expect(selectSearch(missing.getState()).status).toBe('notFound');
    expect(missing.navigated).toEqual([]);
  });
});
