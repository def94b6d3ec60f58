import * as tables from './schema.ts';
import { gatewayModule } from '../../module.ts';
import type { ProtocolServices } from '../../protocol/route.ts';
import { kycCommands } from './commands.ts';
import { kycRoutes } from './routes.ts';
import { sandboxKycRoutes } from './sandbox/routes.ts';
import type { SandboxKyc } from './sandbox/service.ts';
import type { KycService } from './service.ts';

/** Age assurance: the estimate by photo, the document check and its webhook, the sandbox provider (docs/kyc.md). */
export const kycModule = gatewayModule({
  name: 'kyc',
  routes: async (
    app,
    {
      services,
    }: { services: { protocol: ProtocolServices; kyc: KycService; sandboxKyc: SandboxKyc | undefined } },
  ) => {
    await kycRoutes(app, services.protocol, services.kyc);
    const sandbox = services.sandboxKyc;
    if (sandbox) {
      await sandboxKycRoutes(app, sandbox);
      // The sandbox delivers its decisions to this gateway's own webhook, in-process, as real HTTP requests.
      sandbox.connect(async ({ url, headers, body }) => {
        const response = await app.inject({ method: 'POST', url, headers, payload: body });
        return response.statusCode;
      });
    }
  },
  commands: kycCommands,
  schema: tables,
});

export { KycService } from './service.ts';
export { HumanAgeEstimator, type AgeEstimator } from './age-estimator.ts';
export { VeriffProvider, veriffSignature } from './veriff.ts';
export { SandboxKyc, KYC_WEBHOOK_PATH, SANDBOX_KYC_PATH } from './sandbox/service.ts';
export { heldByKyc, isVerified, requireKyc } from './queries.ts';
export { kycChecks } from './schema.ts';
