// Age assurance over real HTTP (issue 14, docs/kyc.md): an under-18 birthday makes a suspect, held from calls and
// matching; the popup's photos go through the real age model; an estimate under 25 goes on to the sandbox
// provider's document check, whose signed decision passes or fails the user.
import {
  BUSINESS_CODES,
  GENDERS,
  getKycPageUrl,
  getKycState,
  getProfile,
  postAgeEstimate,
  postCallLaunch,
  postComplementInfo,
  postMatching,
  type KycState,
  type ProfileDetail,
} from '@aura/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { veriffSignature } from '../src/modules/kyc/index.ts';
import { AccountBed, type SignedInUser } from './account-kit.ts';
import { sampleFace } from './kyc-faces.ts';

let bed: AccountBed;
let young: string;
let adult: string;
beforeAll(async () => {
  bed = await AccountBed.start({}, '2026-06-15');
  [young, adult] = await Promise.all([
    sampleFace('young').then((b) => b.toString('base64')),
    sampleFace('adult').then((b) => b.toString('base64')),
  ]);
});
afterAll(() => bed.close());

async function stateOf(user: SignedInUser): Promise<KycState> {
  const answer = await user.client.get(getKycState.path);
  expect(answer.body.code).toBe(200);
  return answer.body.data as KycState;
}

/** A user who entered a birthday under 18 at sign-up, then an adult one. */
async function suspect(): Promise<SignedInUser> {
  const user = await bed.signIn('');
  const fields = { nickname: 'Lina', gender: GENDERS.female, adultConfirmed: true };
  const minor = await user.client.post(postComplementInfo.path, { ...fields, birthday: '2010-01-01' });
  expect(minor.body.code).toBe(BUSINESS_CODES.underAge);
  const adultBirthday = await user.client.post(postComplementInfo.path, {
    ...fields,
    birthday: '2000-01-01',
  });
  expect(adultBirthday.body.code).toBe(200);
  return user;
}

/** The sandbox's document form, as a browser posts it. */
async function submitDocument(url: string, fields: { dateOfBirth: string; photo?: Buffer }) {
  const form = new FormData();
  form.set('documentType', 'PASSPORT');
  form.set('dateOfBirth', fields.dateOfBirth);
  if (fields.photo) form.set('photo', new Blob([fields.photo], { type: 'image/jpeg' }), 'passport.jpg');
  return fetch(url, { method: 'POST', body: form, redirect: 'manual' });
}

describe('age assurance', () => {
  it('holds an under-18 suspect from matching and calls until the age check passes', async () => {
    const user = await suspect();
    const other = await bed.signIn('Other');
    expect(await stateOf(user)).toMatchObject({ status: 'required', photoNum: 3, verified: false });
    expect((await user.client.post(postMatching.path, {})).body.code).toBe(BUSINESS_CODES.kycRequired);
    const call = await user.client.post(postCallLaunch.path, { calleeId: String(other.userId) });
    expect(call.body.code).toBe(BUSINESS_CODES.kycRequired);
    // Nobody else may call them either, without being told why.
    const toSuspect = await other.client.post(postCallLaunch.path, { calleeId: String(user.userId) });
    expect(toSuspect.body.code).toBe(BUSINESS_CODES.calleeOffline);

    // A face the model puts under 25: a document check is next, at the sandbox provider.
    const estimated = await user.client.post(postAgeEstimate.path, { photos: [young, young] });
    expect(estimated.body.data).toMatchObject({ status: 'document', verified: false });
    expect((estimated.body.data as KycState).estimatedAge).toBeLessThan(25);
    const page = await user.client.get(getKycPageUrl.path, { returnTo: '/profile/edit' });
    const { url } = page.body.data as { url: string };
    expect(url.startsWith(`${bed.gateway.config.publicUrl}/kyc-sandbox/v/`)).toBe(true);
    const local = url.replace(bed.gateway.config.publicUrl, bed.url);
    const html = await fetch(local);
    expect(html.status).toBe(200);
    expect(await html.text()).toContain('Document check');

    // A form without a photo, or with a text file as one, is answered on the page.
    const noPhoto = await submitDocument(local, { dateOfBirth: '2000-01-01' });
    expect(noPhoto.status).toBe(422);
    expect(await noPhoto.text()).toContain('Add a photo of the document.');
    const notImage = await submitDocument(local, { dateOfBirth: '2000-01-01', photo: Buffer.from('text') });
    expect(await notImage.text()).toContain('The photo of the document is not an image.');

    // A document under 18 is declined: still held, told why; a new check may start.
    const documentPhoto = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#dde' },
    })
      .jpeg()
      .toBuffer();
    const declined = await submitDocument(local, { dateOfBirth: '2010-05-01', photo: documentPhoto });
    expect(declined.status).toBe(303);
    expect(declined.headers.get('location')).toBe(`${bed.gateway.config.publicUrl}/profile/edit`);
    expect(await stateOf(user)).toMatchObject({ status: 'failed', reason: 'The person is under 18.' });
    expect((await user.client.post(postMatching.path, {})).body.code).toBe(BUSINESS_CODES.kycRequired);

    const again = await user.client.get(getKycPageUrl.path, {});
    const second = (again.body.data as { url: string }).url.replace(bed.gateway.config.publicUrl, bed.url);
    expect((await submitDocument(second, { dateOfBirth: '2001-03-04', photo: documentPhoto })).status).toBe(
      303,
    );
    expect(await stateOf(user)).toMatchObject({ status: 'passed', verified: true });
    expect((await user.client.post(postMatching.path, {})).body.code).toBe(200);
    const seen = await other.client.get(getProfile.path, { friendId: String(user.userId) });
    expect((seen.body.data as ProfileDetail).verified).toBe(true);
    // The first session is over: its page says so, and a late post changes nothing.
    expect(await (await fetch(local)).text()).toContain('This check is finished.');
  }, 60_000);

  it('passes a face the model puts at 25 or more without a document', async () => {
    const user = await suspect();
    const estimated = await user.client.post(postAgeEstimate.path, { photos: [adult, adult, adult] });
    expect(estimated.body.data).toMatchObject({ status: 'passed', verified: true });
    expect((estimated.body.data as KycState).estimatedAge).toBeGreaterThanOrEqual(25);
    // Nothing more is asked of them.
    const more = await user.client.post(postAgeEstimate.path, { photos: [adult] });
    expect(more.body.code).toBe(BUSINESS_CODES.kycNotApplicable);
    expect((await user.client.get(getKycPageUrl.path, {})).body.code).toBe(BUSINESS_CODES.kycNotApplicable);
  }, 60_000);

  it('refuses photos without a face, or that are no image', async () => {
    const user = await suspect();
    const grey = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    const noFace = await user.client.post(postAgeEstimate.path, { photos: [grey.toString('base64')] });
    expect(noFace.body.code).toBe(BUSINESS_CODES.kycNoFace);
    const text = await user.client.post(postAgeEstimate.path, {
      photos: [Buffer.from('a text, not a photo').toString('base64')],
    });
    expect(text.body.code).toBe(BUSINESS_CODES.imageFormatUnsupported);
    expect((await stateOf(user)).status).toBe('required');
    // A user nobody suspects has nothing to do.
    const other = await bed.signIn('Calm');
    expect(await stateOf(other)).toMatchObject({ status: 'none', verified: false });
    expect((await other.client.post(postAgeEstimate.path, { photos: [adult] })).body.code).toBe(
      BUSINESS_CODES.kycNotApplicable,
    );
  }, 60_000);

  it('acts on signed decisions only, about the session under way', async () => {
    const user = await suspect();
    await user.client.post(postAgeEstimate.path, { photos: [young] });
    await user.client.get(getKycPageUrl.path, {});
    const body = (id: string) =>
      JSON.stringify({
        status: 'success',
        verification: { id, status: 'approved', vendorData: String(user.userId) },
      });
    const post = (payload: string, signature: string) =>
      fetch(`${bed.url}/kyc/webhook/veriff`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hmac-signature': signature },
        body: payload,
      });
    // A forged approval: refused, nothing changes.
    const forged = await post(body('any'), 'ab'.repeat(32));
    expect(forged.status).toBe(401);
    // A well signed one about another session: ignored.
    const secret = bed.gateway.config.kyc.sharedSecret;
    const stale = await post(body('another-session'), veriffSignature(secret, body('another-session')));
    expect(await stale.json()).toEqual({ received: true, result: 'ignored' });
    expect((await stateOf(user)).status).toBe('pending');
    // Not JSON: 400, never a 5xx.
    expect((await post('not json', veriffSignature(secret, 'not json'))).status).toBe(400);
  });
});
