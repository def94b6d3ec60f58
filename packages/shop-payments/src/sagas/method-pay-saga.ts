import type { Message } from '@aura/auth';
import { APP_ROUTES, BUSINESS_CODES, type PayOrder, type PayVoucher } from '@aura/contracts';
import { shopApi } from '../api.ts';
import { selectCatalogue } from '../selectors.ts';
import { methodPayChosen, methodPayFailed, voucherClosed, voucherOpened, voucherRead } from '../slice.ts';
import type { ShopDependencies } from './dependencies.ts';
import { FINAL_ORDER, pollUntilFinal } from './poll.ts';
import { refusal } from './refusal.ts';

/** The words for a refused order: the spec's "purchase failed" for a pack or way to pay not offered. */
const ORDER_REFUSALS: Readonly<Record<number, Message>> = {
  [BUSINESS_CODES.packNotFound]: { key: 'base:purchase.failed' },
  [BUSINESS_CODES.methodNotOffered]: { key: 'base:purchase.failed' },
};

/**
 * appplePay and pagsmile (spec §2): a pack bought with the wallet goes to the PSP's wallet sheet (then payRes, like a
 * checkout); with a voucher, the voucher is issued at once and read, with its order, until the order is final (paid
 * at a shop or bank, or expired); then payRes says the outcome.
 */
export function* methodPaySaga(
  dependencies: ShopDependencies,
  latest: (pattern: (action: unknown) => boolean, worker: (action: never) => Generator) => Generator,
) {
  const { all, call, put, select, takeLeading } = dependencies.effects;
  const client = dependencies.gateway;

  function* pay(action: ReturnType<typeof methodPayChosen>) {
    const { currency }: ReturnType<typeof selectCatalogue> = yield select(selectCatalogue);
    try {
      const answer: { order: PayOrder; checkoutUrl: string; voucher?: PayVoucher } = yield call(
        shopApi.createOrder,
        client,
        { ...action.payload, currency },
      );
      if (!answer.voucher) {
        yield call([dependencies, dependencies.redirect], answer.checkoutUrl);
        return;
      }
      yield put(voucherRead({ order: answer.order, voucher: answer.voucher }));
      // The address names the order: a reload, or coming back later, shows the same voucher.
      yield call(
        [dependencies, dependencies.navigate],
        `${APP_ROUTES.pagsmile}?orderNo=${answer.order.orderNo}`,
      );
    } catch (error) {
      yield put(methodPayFailed(refusal(error, ORDER_REFUSALS)));
    }
  }

  function* watch(action: ReturnType<typeof voucherOpened>) {
    const { orderNo } = action.payload;
    const final: unknown = yield call(
      pollUntilFinal<{ order: PayOrder; voucher: PayVoucher | null }>,
      dependencies,
      {
        read: () => shopApi.voucher(client, orderNo),
        readAction: voucherRead,
        isFinal: (found) => FINAL_ORDER.has(found.order.status),
        failedAction: (error) => methodPayFailed(refusal(error, ORDER_REFUSALS)),
        closed: voucherClosed.match,
      },
    );
    if (final) yield call([dependencies, dependencies.navigate], `${APP_ROUTES.payRes}?orderNo=${orderNo}`);
  }

  yield all([takeLeading(methodPayChosen.match, pay), call(latest, voucherOpened.match, watch)]);
}
