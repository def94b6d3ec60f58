import { BUSINESS_CODES, KYC_LIMITS, type KycState } from '@aura/contracts';
import sharp from 'sharp';
import type { Db } from '../../db/database.ts';
import { GatewayError } from '../../protocol/errors.ts';
import type { AgeEstimator } from './age-estimator.ts';
import { KycProviderError, type KycDecision, type KycProvider } from './provider.ts';
import { kycOf, requireKyc, updateKyc } from './queries.ts';
import type { KycRow } from './schema.ts';

/** Image formats a camera photo may come in; anything else is refused before the models see it. */
const PHOTO_FORMATS = ['jpeg', 'png', 'webp'];

const notApplicable = (what: string) => new GatewayError(BUSINESS_CODES.kycNotApplicable, what);

/** Whole years from `birthday` to `today`, both `YYYY-MM-DD`. */
function yearsBetween(birthday: string, today: string): number {
  const [by = 0, bm = 0, bd = 0] = birthday.split('-').map(Number);
  const [ty = 0, tm = 0, td = 0] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** The middle estimate (the lower of the two middle ones for an even count): one odd photo does not decide. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

export interface KycOptions {
  now: () => number;
  /** The app's origin, for the provider to send the user back to. */
  publicUrl: string;
}

/**
 * Age assurance (spec §6, docs/kyc.md): an under-18 suspect shows their face to the camera; an estimate of
 * `KYC_LIMITS.documentBelowAge` or more passes, a younger one goes on to a document check with the provider,
 * whose signed decision passes or fails them. Until they pass they cannot call, match or be matched.
 */
export class KycService {
  constructor(
    private readonly db: Db,
    private readonly estimator: AgeEstimator,
    readonly provider: KycProvider,
    private readonly options: KycOptions,
  ) {}

  private view(row: KycRow | undefined): KycState {
    return {
      status: row?.status ?? 'none',
      photoNum: KYC_LIMITS.photoNum,
      photoIntervals: KYC_LIMITS.photoIntervalMs,
      photoLocation: 'user',
      verified: row?.status === 'passed',
      ...(row?.estimatedAge != null ? { estimatedAge: row.estimatedAge } : {}),
      ...(row?.reason && row.status !== 'passed' ? { reason: row.reason } : {}),
    };
  }

  async state(userId: number): Promise<KycState> {
    return this.view(await kycOf(this.db, userId));
  }

  /** Makes the user a suspect (an under-18 birthday entered, an operator's decision). */
  async require(userId: number, cause: string, again = false): Promise<KycState> {
    return this.view(await requireKyc(this.db, userId, cause, new Date(this.options.now()), again));
  }

  /**
   * Estimates the age on the popup's photos (base64, checked as such by the contract), by the median of the
   * photos that show a face. The photos are not kept.
   */
  async estimate(userId: number, photos: string[]): Promise<KycState> {
    const row = await kycOf(this.db, userId);
    if (row?.status !== 'required') throw notApplicable('No age estimate is asked of you now.');
    const ages: number[] = [];
    for (const photo of photos) {
      const bytes = Buffer.from(photo, 'base64');
      const format = await sharp(bytes)
        .metadata()
        .then((meta) => meta.format as string)
        .catch(() => undefined);
      if (!format || !PHOTO_FORMATS.includes(format))
        throw new GatewayError(BUSINESS_CODES.imageFormatUnsupported, 'image format not supported');
      const age = await this.estimator.estimate(bytes);
      if (age !== undefined) ages.push(age);
    }
    if (ages.length === 0) {
      throw new GatewayError(
        BUSINESS_CODES.kycNoFace,
        'No face was found. Face the camera in good light and try again.',
      );
    }
    const estimatedAge = Math.floor(median(ages));
    const at = new Date(this.options.now());
    const passed = estimatedAge >= KYC_LIMITS.documentBelowAge;
    return this.view(
      await updateKyc(this.db, userId, {
        status: passed ? 'passed' : 'document',
        estimatedAge,
        verifiedAt: passed ? at : null,
        updatedAt: at,
      }),
    );
  }

  /** Opens a document check at the provider; the user comes back to `returnTo`, a path of the app. */
  async pageUrl(userId: number, returnTo = '/profile/edit'): Promise<{ url: string }> {
    const row = await kycOf(this.db, userId);
    if (!row || !['document', 'pending', 'failed'].includes(row.status))
      throw notApplicable('No document check is asked of you now.');
    let session;
    try {
      session = await this.provider.createSession({
        reference: String(userId),
        returnUrl: `${this.options.publicUrl}${returnTo}`,
      });
    } catch (error) {
      if (!(error instanceof KycProviderError)) throw error;
      throw new GatewayError(
        BUSINESS_CODES.kycProviderUnavailable,
        'The document check is not available right now. Please try again later.',
      );
    }
    await updateKyc(this.db, userId, {
      status: 'pending',
      provider: this.provider.name,
      sessionId: session.sessionId,
      updatedAt: new Date(this.options.now()),
    });
    return { url: session.url };
  }

  /**
   * Applies the provider's verified decision to the session it names: approved passes (unless the document's date
   * of birth is under 18), declined fails with the provider's reason, a resubmission asks for another document.
   * A decision about an older session, or another user's, changes nothing; applying one twice is harmless.
   */
  async applyDecision(decision: KycDecision): Promise<'applied' | 'ignored'> {
    const userId = Number(decision.reference);
    const row = Number.isSafeInteger(userId) ? await kycOf(this.db, userId) : undefined;
    if (!row || row.sessionId !== decision.sessionId || row.provider !== this.provider.name) return 'ignored';
    const at = new Date(this.options.now());
    const today = at.toISOString().slice(0, 10);
    const minor = decision.dateOfBirth !== undefined && yearsBetween(decision.dateOfBirth, today) < 18;
    if (decision.outcome === 'approved' && !minor) {
      await updateKyc(this.db, userId, { status: 'passed', reason: null, verifiedAt: at, updatedAt: at });
    } else if (decision.outcome === 'approved' || decision.outcome === 'declined') {
      const reason = decision.reason ?? (minor ? 'The document shows an age under 18.' : 'Declined.');
      await updateKyc(this.db, userId, { status: 'failed', reason, verifiedAt: null, updatedAt: at });
    } else {
      const reason = decision.reason ?? 'Please send the document again.';
      await updateKyc(this.db, userId, { status: 'document', reason, updatedAt: at });
    }
    return 'applied';
  }
}
