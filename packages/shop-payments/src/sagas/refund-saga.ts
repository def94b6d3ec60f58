import type { Message } from '@aura/auth';
import { BUSINESS_CODES, PROFILE_LIMITS, type RefundReport } from '@aura/contracts';
import { shopApi } from '../api.ts';
import { selectRefundForm } from '../selectors.ts';
import {
  captchaFailed,
  captchaLoaded,
  captchaRequested,
  ordersOpened,
  refundFailed,
  refundFiled,
  refundFormOpened,
  refundSubmitted,
  reportsFailed,
  reportsLoaded,
  reportsOpened,
} from '../slice.ts';
import type { ShopDependencies } from './dependencies.ts';
import { refusal } from './refusal.ts';

/** The words for a refused report, as @aura/auth's `messageFor` has them. */
const REFUSALS: Readonly<Record<number, Message>> = {
  [BUSINESS_CODES.captchaIncorrect]: { key: 'base:errors.incorrectVerificationCode' },
  [BUSINESS_CODES.refundReportExists]: { key: 'shop:refund.alreadyReported' },
  [BUSINESS_CODES.orderNotRefundable]: { key: 'base:purchase.onlyLastRecurringRefundable' },
  [BUSINESS_CODES.imageTooLarge]: {
    key: 'base:upload.imageTooLarge',
    values: { megabytes: PROFILE_LIMITS.maxImageBytes / (1024 * 1024) },
  },
  [BUSINESS_CODES.imageFormatUnsupported]: { key: 'base:upload.unsupportedFormat' },
};

/**
 * payRefund and refundBack (docs/payments.md "Refund reports"): the form's captcha, drawn by the server and used up
 * by every try, so a refused report (the spec's "Incorrect verification code, please try again." among others)
 * comes back with a new picture; the filed report leads to the list of reports and their states.
 */
export function* refundSaga(
  dependencies: ShopDependencies,
  latest: (pattern: (action: unknown) => boolean, worker: (action: never) => Generator) => Generator,
) {
  const { all, call, put, select, takeLeading } = dependencies.effects;
  const client = dependencies.gateway;

  function* loadCaptcha() {
    try {
      const { captchaId, image }: { captchaId: string; image: string } = yield call(
        shopApi.refundCaptcha,
        client,
      );
      yield put(captchaLoaded({ captchaId, image }));
    } catch {
      yield put(captchaFailed());
    }
  }

  function* openForm() {
    yield put(ordersOpened());
    yield call(loadCaptcha);
  }

  function* submit(action: ReturnType<typeof refundSubmitted>) {
    const { captcha }: ReturnType<typeof selectRefundForm> = yield select(selectRefundForm);
    try {
      const { report }: { report: RefundReport } = yield call(shopApi.fileRefund, client, {
        ...action.payload,
        captchaId: captcha.captchaId ?? '',
      });
      yield put(refundFiled(report));
    } catch (error) {
      yield put(refundFailed(refusal(error, REFUSALS)));
      yield put(captchaRequested());
    }
  }

  function* loadReports() {
    try {
      const { reports }: { reports: RefundReport[] } = yield call(shopApi.refundReports, client);
      yield put(reportsLoaded(reports));
    } catch {
      yield put(reportsFailed());
    }
  }

  yield all([
    call(latest, refundFormOpened.match, openForm),
    call(latest, captchaRequested.match, loadCaptcha),
    takeLeading(refundSubmitted.match, submit),
    call(latest, reportsOpened.match, loadReports),
  ]);
}
