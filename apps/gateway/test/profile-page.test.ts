// The profile page and its edit, and album photos under review (issue 14, docs/profiles.md), over real HTTP
// spoken by the independent client: every rule of spec §5 by direct API calls, and who may fetch a photo in each
// state of its review.
import {
  BUSINESS_CODES,
  GENDERS,
  INTERESTS,
  PROFILE_LIMITS,
  PROTOCOL_ERRORS,
  getProfile,
  postComplementInfo,
  postDeleteAlbumPic,
  postUpdateProfile,
  postUploadImage,
  postUploadVideo,
  type AlbumPhoto,
  type AlbumVideo,
  type ProfileDetail,
} from '@aura/contracts';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../src/admin/commands.ts';
import { AccountBed, type SignedInUser } from './account-kit.ts';
import { TestSocket, socketUrl } from './realtime-client.ts';

let bed: AccountBed;
beforeAll(async () => {
  bed = await AccountBed.start({}, '2026-06-15');
});
afterAll(() => bed.close());

async function admin(...argv: string[]) {
  let out = '';
  const code = await runAdmin(argv, {
    env: { ...process.env, NODE_ENV: 'test', DATA_DIR: bed.gateway.config.dataDir },
    database: bed.gateway.services.database,
    out: (text) => (out += text),
    err: () => {},
  });
  expect(code).toBe(0);
  return JSON.parse(out) as unknown;
}

async function profileOf(viewer: SignedInUser, params: Record<string, string> = {}): Promise<ProfileDetail> {
  const answer = await viewer.client.get(getProfile.path, params);
  expect(answer.body.code).toBe(200);
  return answer.body.data as ProfileDetail;
}

const update = (user: SignedInUser, fields: Record<string, unknown>) =>
  user.client.post(postUpdateProfile.path, fields);

const photo = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: '#2a9d8f' } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 22/1 12/1' } })
    .toBuffer();

async function upload(user: SignedInUser, bytes: Buffer, encrypt = false) {
  return user.client.post(postUploadImage.path, { image: bytes.toString('base64') }, { encrypt });
}

async function completed(nickname = 'Ayla'): Promise<SignedInUser> {
  const user = await bed.signIn(nickname);
  const answer = await user.client.post(postComplementInfo.path, {
    nickname,
    gender: GENDERS.female,
    birthday: '1995-04-12',
    adultConfirmed: true,
  });
  expect(answer.body.code).toBe(200);
  return user;
}

describe('the profile edit', () => {
  it('stores bio, interests and languages, and shows age and sign to others but not the birthday', async () => {
    const user = await completed();
    const answer = await update(user, {
      nickname: 'Ayla Moon',
      bio: '  Coffee first.  ',
      interests: [INTERESTS.coffee, INTERESTS.travel, INTERESTS.coffee],
      languages: [1, 20],
    });
    expect(answer.body).toMatchObject({
      code: 200,
      data: {
        nickname: 'Ayla Moon',
        bio: 'Coffee first.',
        interests: [INTERESTS.coffee, INTERESTS.travel],
        languages: [1, 20],
        own: true,
        birthday: '1995-04-12',
        age: 31,
        constellation: 'aries',
      },
    });
    const other = await bed.signIn('Other');
    const seen = await profileOf(other, { friendId: String(user.userId) });
    expect(seen).toMatchObject({ nickname: 'Ayla Moon', age: 31, constellation: 'aries', own: false });
    expect(seen.birthday).toBeUndefined();
    expect(seen.birthdayChangesLeft).toBeUndefined();
    const bySearch = await profileOf(other, { searchUserId: seen.searchUserId });
    expect(bySearch.userId).toBe(String(user.userId));
  });

  it('never changes the gender, by any call', async () => {
    const user = await completed();
    const answer = await update(user, { gender: GENDERS.male });
    expect(answer.body).toMatchObject({
      code: BUSINESS_CODES.genderLocked,
      message: 'Cannot change after selection.',
    });
    expect((await profileOf(user)).gender).toBe(GENDERS.female);
    expect((await update(user, { gender: GENDERS.female })).body.code).toBe(200);
  });

  it(`changes the birthday ${PROFILE_LIMITS.birthdayChanges} time(s), then never again`, async () => {
    const user = await completed();
    expect((await update(user, { birthday: '1994-04-12' })).body).toMatchObject({
      code: 200,
      data: { birthday: '1994-04-12', birthdayChangesLeft: 0 },
    });
    expect((await update(user, { birthday: '1993-01-01' })).body).toMatchObject({
      code: BUSINESS_CODES.birthdayLocked,
      message: 'Cannot change after selection.',
    });
    // The same birthday again is no change.
    expect((await update(user, { birthday: '1994-04-12' })).body.code).toBe(200);
    expect((await profileOf(user)).birthday).toBe('1994-04-12');
  });

  it('refuses more than 3 languages, 5 interests, a sensitive or bad nickname, and a minor', async () => {
    const user = await completed();
    const languages = await update(user, { languages: [1, 20, 26, 8] });
    expect(languages.body.code).toBe(PROTOCOL_ERRORS.invalidRequest);
    expect(languages.body.message).toContain('at most 3 languages');
    const interests = await update(user, { interests: [1, 2, 3, 4, 5, 6] });
    expect(interests.body.message).toContain('at most 5 interests');
    expect((await update(user, { languages: [1001] })).body.code).toBe(PROTOCOL_ERRORS.invalidRequest);
    expect((await update(user, { nickname: 'a<b>' })).body.code).toBe(BUSINESS_CODES.nicknameInvalid);
    const fresh = await bed.signIn();
    expect((await update(fresh, { birthday: '2010-01-01' })).body.code).toBe(BUSINESS_CODES.underAge);
    const after = await profileOf(user);
    expect(after).toMatchObject({ languages: [], interests: [], nickname: 'Ayla' });
  });
});

describe('album photos', () => {
  it('are under review and seen only by their owner until an operator approves them', async () => {
    const owner = await completed('Owner');
    const other = await bed.signIn('Viewer');
    const answer = await upload(owner, await photo());
    expect(answer.body.code).toBe(200);
    const uploaded = answer.body.data as AlbumPhoto;
    expect(uploaded).toMatchObject({ status: 'review', width: 300, height: 200 });
    expect(uploaded.url).toMatch(/^\/media\/[0-9a-f-]{36}\/full\.webp\?t=\d+\.[\w-]+$/);

    const own = await fetch(`${bed.url}${uploaded.url}`);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/webp');
    expect(own.headers.get('cache-control')).toBe('private, max-age=60');
    const served = Buffer.from(await own.arrayBuffer());
    expect((await sharp(served).metadata()).exif).toBeUndefined();

    const plain = uploaded.url!.split('?')[0]!;
    expect((await fetch(`${bed.url}${plain}`)).status).toBe(404);
    expect((await fetch(`${bed.url}${plain}?t=${Date.now() + 3_600_000}.forged`)).status).toBe(404);
    expect((await profileOf(other, { friendId: String(owner.userId) })).photos).toEqual([]);

    const queued = (await admin('media', 'queue', '--user', String(owner.userId))) as { id: string }[];
    expect(queued.map((entry) => entry.id)).toEqual([uploaded.id]);
    // The owner's open tab hears the outcome, without a reload.
    const socket = TestSocket.open(socketUrl(owner.client));
    await socket.next({ type: 'hello' });
    await admin('media', 'approve', '--id', uploaded.id);
    expect(await socket.next({ type: 'mediaReviewed' })).toEqual({
      type: 'mediaReviewed',
      id: uploaded.id,
      status: 'approved',
    });
    await socket.close();

    const seen = (await profileOf(other, { friendId: String(owner.userId) })).photos;
    expect(seen).toEqual([expect.objectContaining({ id: uploaded.id, status: 'approved', url: plain })]);
    const approved = await fetch(`${bed.url}${plain}`);
    expect(approved.status).toBe(200);
    expect(approved.headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await fetch(`${bed.url}${seen[0]!.thumbUrl}`)).status).toBe(200);
  });

  it('once rejected are served to nobody, the owner told why', async () => {
    const owner = await completed('Rejected');
    const uploaded = (await upload(owner, await photo(), true)).body.data as AlbumPhoto;
    await admin('media', 'approve', '--id', uploaded.id);
    await admin('media', 'reject', '--id', uploaded.id, '--reason', 'Not you in the photo.');
    expect((await fetch(`${bed.url}${uploaded.url}`)).status).toBe(404);
    expect((await fetch(`${bed.url}${uploaded.url!.split('?')[0]}`)).status).toBe(404);
    const own = await profileOf(owner);
    expect(own.photos).toEqual([
      { id: uploaded.id, status: 'rejected', width: 300, height: 200, reason: 'Not you in the photo.' },
    ]);
  });

  it('refuses a renamed text file, a file over 5 MB and an oversized body, none with a 5xx', async () => {
    const owner = await completed('Sizes');
    const text = await upload(owner, Buffer.from('plain text pretending to be a .jpg'));
    expect(text.body).toMatchObject({
      code: BUSINESS_CODES.imageFormatUnsupported,
      message: 'image format not supported',
    });
    const tooBig = await upload(owner, Buffer.alloc(PROFILE_LIMITS.maxImageBytes + 1, 0xff));
    expect(tooBig.body).toMatchObject({
      code: BUSINESS_CODES.imageTooLarge,
      message: 'The image size is limited to 5M.',
    });
    const huge = await fetch(`${bed.url}${postUploadImage.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ image: 'A'.repeat(20 * 1024 * 1024) }),
    });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { code: number }).code).toBe(PROTOCOL_ERRORS.invalidRequest);
    for (const path of [
      '/media/..%2F..%2Fkeys/session.key',
      '/media/../keys/full.webp',
      '/media/x/full.webp',
    ]) {
      const answer = await fetch(`${bed.url}${path}`);
      expect(answer.status).toBeLessThan(500);
      expect(answer.status).not.toBe(200);
    }
    expect((await profileOf(owner)).photos).toEqual([]);
  });

  it('are deleted by their owner only', async () => {
    const owner = await completed('Deleter');
    const other = await bed.signIn('Thief');
    const uploaded = (await upload(owner, await photo())).body.data as AlbumPhoto;
    const theft = await other.client.post(postDeleteAlbumPic.path, { id: uploaded.id });
    expect(theft.body.code).toBe(BUSINESS_CODES.mediaNotFound);
    const own = await owner.client.post(postDeleteAlbumPic.path, { id: uploaded.id });
    expect(own.body).toMatchObject({ code: 200, data: { deleted: true } });
    expect((await fetch(`${bed.url}${uploaded.url}`)).status).toBe(404);
    expect((await profileOf(owner)).photos).toEqual([]);
  });
});

describe('story videos', () => {
  const clip = readFileSync(new URL('./fixtures/clip.webm', import.meta.url));
  const uploadVideo = (user: SignedInUser, bytes: Buffer) =>
    user.client.post(postUploadVideo.path, { video: bytes.toString('base64') });

  it('are checked by content, under review, and seen by others only once approved', async () => {
    const owner = await completed('Filmer');
    const other = await bed.signIn('Watcher');
    const answer = await uploadVideo(owner, clip);
    expect(answer.body.code).toBe(200);
    const video = answer.body.data as AlbumVideo;
    expect(video).toMatchObject({ status: 'review', mime: 'video/webm', width: 160, height: 120 });
    expect(video.durationMs).toBeGreaterThan(1000);
    const own = await fetch(`${bed.url}${video.url}`);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('video/webm');
    expect(Buffer.from(await own.arrayBuffer()).equals(clip)).toBe(true);
    const plain = video.url!.split('?')[0]!;
    expect((await fetch(`${bed.url}${plain}`)).status).toBe(404);
    expect((await profileOf(other, { friendId: String(owner.userId) })).videos).toEqual([]);

    await admin('media', 'approve', '--id', video.id);
    expect((await profileOf(other, { friendId: String(owner.userId) })).videos).toEqual([
      expect.objectContaining({ id: video.id, status: 'approved', url: plain }),
    ]);
    expect((await fetch(`${bed.url}${plain}`)).status).toBe(200);
    // A video is never served as a photo, nor a photo as a video.
    expect((await fetch(`${bed.url}/media/${video.id}/full.webp`)).status).toBe(404);
  });

  it('refuses a renamed text or image, an oversized file and multipart bodies, none with a 5xx', async () => {
    const owner = await completed('Faker');
    for (const bytes of [Buffer.from('text named clip.webm'), await photo()]) {
      expect((await uploadVideo(owner, bytes)).body).toMatchObject({
        code: BUSINESS_CODES.videoFormatUnsupported,
        message: 'video format not supported',
      });
    }
    const tooBig = await uploadVideo(owner, Buffer.alloc(PROFILE_LIMITS.maxVideoBytes + 1, 1));
    expect(tooBig.body.code).toBe(BUSINESS_CODES.videoTooLarge);
    // A form post, the spec's client's way, of 30 MB: refused by its type or size, never a 5xx.
    const boundary = 'x-aura-boundary';
    const multipart = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="a.webm"\r\n\r\n`),
      Buffer.alloc(30 * 1024 * 1024, 7),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    for (const path of [postUploadVideo.path, postUploadImage.path]) {
      const answer = await fetch(`${bed.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        body: multipart,
      });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    expect((await profileOf(owner)).videos).toEqual([]);
  });

  it(`keep the ${PROFILE_LIMITS.maxVideos} newest approved: a new approved video replaces the oldest`, async () => {
    const owner = await completed('Vlogger');
    const ids: string[] = [];
    for (let index = 0; index <= PROFILE_LIMITS.maxVideos; index += 1) {
      const video = (await uploadVideo(owner, clip)).body.data as AlbumVideo;
      ids.push(video.id);
      await bed.advance(1000);
    }
    for (const id of ids.slice(0, -1)) await admin('media', 'approve', '--id', id);
    const last = (await admin('media', 'approve', '--id', ids.at(-1)!)) as { replaced?: string[] };
    expect(last.replaced).toEqual([ids[0]]);
    const kept = (await profileOf(owner)).videos.map((video) => video.id);
    expect(kept).toEqual(ids.slice(1).reverse());
    expect((await fetch(`${bed.url}/media/${ids[0]}/video.webm`)).status).toBe(404);
  });
});
