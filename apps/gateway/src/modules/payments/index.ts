import * as tables from './schema.ts';
import { gatewayModule } from '../../module.ts';
import type { ProtocolServices } from '../../protocol/route.ts';
import { shopCommands } from './commands.ts';
import { refundCommands } from './refund-commands.ts';
import { refundReportRoutes } from './refund-routes.ts';
import type { RefundReports } from './refund-reports.ts';
import { paymentRoutes, webhookRoute } from './routes.ts';
import { cardSetupRoutes } from './setup-routes.ts';
import { CardSetups } from './setups.ts';
import type { SandboxPsp } from './sandbox/psp.ts';
import { sandboxPspRoutes } from './sandbox/routes.ts';
import type { PaymentsService } from './service.ts';

/** The coin shop: catalogue, orders, the PSP's webhooks and the sandbox PSP's pages (docs/payments.md). */
export const paymentsModule = gatewayModule({
  name: 'payments',
  routes: async (
    app,
    {
      services,
    }: {
      services: {
        protocol: ProtocolServices;
        payments: PaymentsService;
        refundReports: RefundReports;
        sandboxPsp: SandboxPsp | undefined;
      };
    },
  ) => {
    paymentRoutes(app, services.protocol, services.payments);
    refundReportRoutes(app, services.protocol, services.refundReports);
    const setups = new CardSetups(services.payments.options);
    cardSetupRoutes(app, services.protocol, setups);
    await webhookRoute(app, services.payments, setups);
    const sandbox = services.sandboxPsp;
    if (sandbox) {
      await sandboxPspRoutes(app, sandbox);
      // The sandbox delivers its webhooks to this gateway's own route, in-process, as real HTTP requests.
      sandbox.connect(async ({ url, headers, body }) => {
        const response = await app.inject({ method: 'POST', url, headers, payload: body });
        return response.statusCode;
      });
    }
  },
  commands: { ...shopCommands, ...refundCommands },
  schema: tables,
});

export { PaymentsScheduler } from './scheduler.ts';
export { PaymentsService, RECONCILE_AFTER_MS, ORDER_EXPIRES_MS, type EventResult } from './service.ts';
export { SandboxPsp, SANDBOX_WEBHOOK_PATH } from './sandbox/psp.ts';
export { StripePsp } from './stripe/stripe-psp.ts';
export { VerotelPsp } from './verotel/verotel-psp.ts';
export { SIGNATURE_HEADER, signHeader } from './sandbox/signing.ts';
export { TEST_CARDS } from './sandbox/cards.ts';
export type { PaymentEvent, PaymentProvider } from './provider.ts';
export { DEFAULT_CATALOGUE } from './catalogue.ts';
export { RefundReports } from './refund-reports.ts';
export { CardSetups } from './setups.ts';
export { vipAmong, type RenewalFailure } from './subscriptions.ts';
