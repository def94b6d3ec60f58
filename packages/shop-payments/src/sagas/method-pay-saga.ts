import { signedOut, type Message } from '@aura/auth';
import { APP_ROUTES, BUSINESS_CODES, type PayOrder, type PayVoucher } from '@aura/contracts';
import { shopApi } from '../api.ts';
import { selectCatalogue } from '../selectors.ts';
import { methodPayChosen, methodPayFailed, voucherClosed, voucherOpened, voucherRead } from '../slice.ts';
import type { ShopDependencies } from './dependencies.ts';
import { refusal } from './refusal.ts';

const FINAL = new Set<PayOrder['status']>(['success', 'failure', 'cancelled']);

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
  const { all, call, delay, put, race, select, take, takeLeading } = dependencies.effects;
  const client = dependencies.gateway;
  const pollMs = dependencies.pollMs ?? 2000;

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

  function* poll(orderNo: string) {
    for (;;) {
      try {
        const found: { order: PayOrder; voucher: PayVoucher | null } = yield call(
          shopApi.voucher,
          client,
          orderNo,
        );
        yield put(voucherRead(found));
        if (FINAL.has(found.order.status)) {
          yield call([dependencies, dependencies.navigate], `${APP_ROUTES.payRes}?orderNo=${orderNo}`);
          return;
        }
      } catch (error) {
        yield put(methodPayFailed(refusal(error, ORDER_REFUSALS)));
        return;
      }
      yield delay(pollMs);
    }
  }

  function* watch(action: ReturnType<typeof voucherOpened>) {
    yield race([call(poll, action.payload.orderNo), take(voucherClosed.match), take(signedOut.match)]);
  }

  yield all([takeLeading(methodPayChosen.match, pay), call(latest, voucherOpened.match, watch)]);
}
