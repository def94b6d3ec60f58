import { useTranslation } from '@aura/i18n-catalog';
import { Button } from '@aura/ui-kit';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectKyc } from '../selectors.ts';
import { kycDocumentPressed, kycOpened, kycPhotosTaken } from '../slice.ts';
import { KycPopup } from './kyc-popup.tsx';
import { useMessage } from './use-message.ts';

export interface KycPanelProps {
  /** Where the provider sends the user back to: this page. */
  returnTo: string;
  /** Leaves for the provider's page (another site); `location.assign` unless a test hands in its own. */
  leave?: (url: string) => void;
}

/**
 * One's age check on the profile edit (docs/kyc.md): nothing for a user nobody suspects; for a suspect, the
 * popup, then the document check at the provider, until it passes.
 */
export function KycPanel({ returnTo, leave = (url) => window.location.assign(url) }: KycPanelProps) {
  const { t } = useTranslation('profile');
  const dispatch = useDispatch();
  const message = useMessage();
  const kyc = useSelector(selectKyc);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    dispatch(kycOpened());
  }, [dispatch]);
  useEffect(() => {
    if (kyc.providerUrl) leave(kyc.providerUrl);
  }, [kyc.providerUrl, leave]);
  const status = kyc.state?.status;
  if (!kyc.state || status === 'none') return null;

  const error = message(kyc.error);
  const documentButton = (
    <Button onClick={() => dispatch(kycDocumentPressed({ returnTo }))} disabled={kyc.step === 'opening'}>
      {t('kyc.documentStart')}
    </Button>
  );
  let body;
  switch (status) {
    case 'required':
      body = (
        <>
          <p>{t('kyc.banner')}</p>
          <Button onClick={() => setOpen(true)}>{t('kyc.title')}</Button>
          <KycPopup
            open={open && status === 'required'}
            onOpenChange={setOpen}
            state={kyc.state}
            estimating={kyc.step === 'estimating'}
            {...(error ? { error } : {})}
            onPhotos={(photos) => dispatch(kycPhotosTaken({ photos }))}
          />
        </>
      );
      break;
    case 'document':
      body = (
        <>
          <p>{kyc.state.reason ?? t('kyc.documentNeeded')}</p>
          {documentButton}
        </>
      );
      break;
    case 'pending':
      body = (
        <>
          <p>{t('kyc.pending')}</p>
          <Button variant="secondary" onClick={() => dispatch(kycOpened())}>
            {t('kyc.refresh')}
          </Button>
          {documentButton}
        </>
      );
      break;
    case 'failed':
      body = (
        <>
          <p>{t('kyc.failed', { reason: kyc.state.reason ?? '' })}</p>
          {documentButton}
        </>
      );
      break;
    default:
      body = <p className="aura-profile-verified">{t('kyc.passed')}</p>;
  }
  return (
    <section className="aura-profile-field" aria-labelledby="aura-profile-kyc-title">
      <h2 id="aura-profile-kyc-title">{t('kyc.title')}</h2>
      {body}
      {error && status !== 'required' && (
        <p role="alert" className="aura-profile-error">
          {error}
        </p>
      )}
    </section>
  );
}
