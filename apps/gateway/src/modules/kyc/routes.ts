import { getAgeEstimate, getKycPageUrl, getKycState, postAgeEstimate } from '@aura/contracts';
import type { FastifyInstance } from 'fastify';
import { route, type ProtocolServices } from '../../protocol/route.ts';
import { KycWebhookRefused } from './provider.ts';
import type { KycService } from './service.ts';

/** Room for `KYC_LIMITS.photoNum` photos in base64, sealed (base64 again), with some to spare. */
export const KYC_BODY_LIMIT = 12 * 1024 * 1024;

/** The age check's calls (spec §7 certification/…) and the provider's decision webhook. */
export async function kycRoutes(
  app: FastifyInstance,
  protocol: ProtocolServices,
  kyc: KycService,
): Promise<void> {
  route(app, protocol, getKycState, ({ session }) => kyc.state(session.userId));
  route(
    app,
    protocol,
    postAgeEstimate,
    ({ session, params }) => kyc.estimate(session.userId, params.photos),
    {
      bodyLimit: KYC_BODY_LIMIT,
    },
  );
  route(app, protocol, getAgeEstimate, async ({ session }) => {
    const { estimatedAge } = await kyc.state(session.userId);
    return estimatedAge === undefined ? {} : { estimatedAge };
  });
  route(app, protocol, getKycPageUrl, ({ session, params }) => kyc.pageUrl(session.userId, params.returnTo));

  // The raw body is what the signature covers, so it is read as text.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.post(`/kyc/webhook/${kyc.provider.name}`, async (request, reply) => {
      const body = typeof request.body === 'string' ? request.body : '';
      let decision;
      try {
        decision = kyc.provider.verifyWebhook(body, request.headers);
      } catch (error) {
        if (!(error instanceof KycWebhookRefused)) throw error;
        request.log.warn({ reason: error.message }, 'KYC webhook refused');
        return reply.code(error.status).send({ received: false, error: error.message });
      }
      return { received: true, result: await kyc.applyDecision(decision) };
    });
  });
}
