import {
  cancelSubscription,
  createCardSetup,
  getCardSetup,
  getPayVoucher,
  setSubscriptionCard,
  createPayOrder,
  createRefundReport,
  deleteSavedCard,
  getRefundCaptcha,
  listRefundReports,
  createSubscription,
  getPayOrder,
  getShopCatalogue,
  listPayOrders,
  listPaymentMethods,
  listSavedCards,
  type EndpointInput,
  type EndpointOutput,
} from '@aura/contracts';
import type { GatewayClient } from '@aura/gateway-client';

/**
 * The shop's gateway calls. Each rejects, so the saga shows the page's failed state (with a retry) or the spec's
 * words for the refusal; session errors raise their session events, which @aura/auth acts on.
 */
export const shopApi = {
  catalogue: (client: GatewayClient, input: EndpointInput<typeof getShopCatalogue>) =>
    client.call(getShopCatalogue, input, { errorPolicy: 'reject' }),
  createOrder: (
    client: GatewayClient,
    input: EndpointInput<typeof createPayOrder>,
  ): Promise<EndpointOutput<typeof createPayOrder>> =>
    client.call(createPayOrder, input, { errorPolicy: 'reject' }),
  order: (client: GatewayClient, orderNo: string): Promise<EndpointOutput<typeof getPayOrder>> =>
    client.call(getPayOrder, { orderNo }, { errorPolicy: 'reject' }),
  subscribe: (
    client: GatewayClient,
    input: EndpointInput<typeof createSubscription>,
  ): Promise<EndpointOutput<typeof createSubscription>> =>
    client.call(createSubscription, input, { errorPolicy: 'reject' }),
  cancelSubscription: (client: GatewayClient): Promise<EndpointOutput<typeof cancelSubscription>> =>
    client.call(cancelSubscription, {}, { errorPolicy: 'reject' }),
  cards: (client: GatewayClient): Promise<EndpointOutput<typeof listSavedCards>> =>
    client.call(listSavedCards, {}, { errorPolicy: 'reject' }),
  methods: (client: GatewayClient): Promise<EndpointOutput<typeof listPaymentMethods>> =>
    client.call(listPaymentMethods, {}, { errorPolicy: 'reject' }),
  removeCard: (client: GatewayClient, id: string): Promise<EndpointOutput<typeof deleteSavedCard>> =>
    client.call(deleteSavedCard, { id }, { errorPolicy: 'reject' }),
  createSetup: (
    client: GatewayClient,
    input: EndpointInput<typeof createCardSetup>,
  ): Promise<EndpointOutput<typeof createCardSetup>> =>
    client.call(createCardSetup, input, { errorPolicy: 'reject' }),
  setup: (client: GatewayClient, setupNo: string): Promise<EndpointOutput<typeof getCardSetup>> =>
    client.call(getCardSetup, { setupNo }, { errorPolicy: 'reject' }),
  setSubscriptionCard: (
    client: GatewayClient,
    id: string,
  ): Promise<EndpointOutput<typeof setSubscriptionCard>> =>
    client.call(setSubscriptionCard, { id }, { errorPolicy: 'reject' }),
  voucher: (client: GatewayClient, orderNo: string): Promise<EndpointOutput<typeof getPayVoucher>> =>
    client.call(getPayVoucher, { orderNo }, { errorPolicy: 'reject' }),
  orders: (client: GatewayClient): Promise<EndpointOutput<typeof listPayOrders>> =>
    client.call(listPayOrders, {}, { errorPolicy: 'reject' }),
  refundCaptcha: (client: GatewayClient): Promise<EndpointOutput<typeof getRefundCaptcha>> =>
    client.call(getRefundCaptcha, {}, { errorPolicy: 'reject' }),
  fileRefund: (
    client: GatewayClient,
    input: EndpointInput<typeof createRefundReport>,
  ): Promise<EndpointOutput<typeof createRefundReport>> =>
    client.call(createRefundReport, input, { errorPolicy: 'reject' }),
  refundReports: (client: GatewayClient): Promise<EndpointOutput<typeof listRefundReports>> =>
    client.call(listRefundReports, {}, { errorPolicy: 'reject' }),
};

export type ShopApi = typeof shopApi;
