import { APP_ROUTES, REFUND_CATEGORIES, REFUND_RULES, type RefundCategory } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';
import { Button, Spinner, TextField } from '@aura/ui-kit';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectOrders, selectRefundForm } from '../selectors.ts';
import { captchaRequested, refundFormClosed, refundFormOpened, refundSubmitted } from '../slice.ts';
import { ShopLink } from './shop-link.tsx';
import { formatPrice, useLocale } from './use-locale.ts';
import './shop.css';

/** A file's bytes in base64 (without the data URL's prefix), as the report call carries them. */
function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('could not read the file'));
    reader.readAsDataURL(file);
  });
}

/**
 * Report a top-up issue (spec §2 payRefund, §3, §5): order, issue category, description, an optional proof image and
 * the captcha the server drew. A refused report (a wrong code: "Incorrect verification code, please try again.")
 * shows why and a new picture; a filed one shows the refund promise and leads to the reports (refundBack).
 */
export function RefundReportPage({ orderNo: preset }: { orderNo?: string }) {
  const { t } = useTranslation(['shop', 'base']);
  const dispatch = useDispatch();
  const locale = useLocale();
  const id = useId();
  const { captcha, submitting, error, filed } = useSelector(selectRefundForm);
  const orders = useSelector(selectOrders);
  const [picked, setOrderNo] = useState(preset ?? '');
  const orderNo = picked || orders.list[0]?.orderNo || '';
  const [category, setCategory] = useState<RefundCategory>('coinsNotReceived');
  const [description, setDescription] = useState('');
  const [proof, setProof] = useState<File | undefined>();
  // The answer typed for the picture shown: a new picture starts an empty one.
  const [typed, setTyped] = useState({ captchaId: '', value: '' });
  const answer = typed.captchaId === captcha.captchaId ? typed.value : '';
  useEffect(() => {
    dispatch(refundFormOpened());
    return () => {
      dispatch(refundFormClosed());
    };
  }, [dispatch]);

  const promise = (
    <p className="aura-shop-hint">
      {t('refund.promise', { count: REFUND_RULES.promiseDays, days: REFUND_RULES.promiseDays })}
    </p>
  );
  const reportsLink = <ShopLink to={APP_ROUTES.refundBack}>{t('refund.reports')}</ShopLink>;
  if (filed)
    return (
      <section className="aura-shop" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`}>{t('refund.title')}</h1>
        <p role="status">{t('refund.submitted')}</p>
        {promise}
        <p>{reportsLink}</p>
      </section>
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const proofImage = proof ? await readAsBase64(proof) : undefined;
    dispatch(
      refundSubmitted({
        orderNo,
        category,
        description,
        captcha: answer,
        ...(proofImage ? { proofImage } : {}),
      }),
    );
  }

  return (
    <section className="aura-shop" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('refund.title')}</h1>
      {promise}
      <form className="aura-refund-form" onSubmit={(event) => void submit(event)}>
        <label htmlFor={`${id}-order`}>{t('refund.order')}</label>
        <select
          id={`${id}-order`}
          required
          value={orderNo}
          onChange={(event) => setOrderNo(event.target.value)}
        >
          <option value="" disabled>
            {t('refund.chooseOrder')}
          </option>
          {orders.list.map((order) => (
            <option key={order.orderNo} value={order.orderNo}>
              {`${order.orderNo} · ${formatPrice(locale, order.amount, order.currency)}`}
            </option>
          ))}
          {preset && !orders.list.some((order) => order.orderNo === preset) && (
            <option value={preset}>{preset}</option>
          )}
        </select>
        <label htmlFor={`${id}-category`}>{t('refund.category')}</label>
        <select
          id={`${id}-category`}
          value={category}
          onChange={(event) => setCategory(event.target.value as RefundCategory)}
        >
          {REFUND_CATEGORIES.map((name) => (
            <option key={name} value={name}>
              {t(`refund.categories.${name}`)}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-description`}>{t('refund.description')}</label>
        <textarea
          id={`${id}-description`}
          required
          maxLength={REFUND_RULES.descriptionMaxLength}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <label htmlFor={`${id}-proof`}>{t('refund.proof')}</label>
        <input
          id={`${id}-proof`}
          type="file"
          accept="image/*"
          onChange={(event) => setProof(event.target.files?.[0])}
        />
        <div className="aura-refund-captcha">
          {captcha.status === 'ready' ? (
            <img
              src={captcha.image}
              alt={t('refund.captchaImage')}
              width={160}
              height={48}
              data-captcha-id={captcha.captchaId}
            />
          ) : (
            <Spinner size="sm" />
          )}
          <Button type="button" variant="secondary" onClick={() => dispatch(captchaRequested())}>
            {t('refund.newCaptcha')}
          </Button>
        </div>
        <TextField
          label={t('refund.captcha')}
          required
          autoComplete="off"
          inputMode="numeric"
          value={answer}
          onChange={(event) => setTyped({ captchaId: captcha.captchaId ?? '', value: event.target.value })}
        />
        {error && (
          <p role="alert" className="aura-shop-error">
            {(t as unknown as (key: string, values?: object) => string)(error.key, error.values)}
          </p>
        )}
        <Button type="submit" disabled={submitting || captcha.status !== 'ready'}>
          {t('refund.submit')}
        </Button>
      </form>
      <p>{reportsLink}</p>
    </section>
  );
}
