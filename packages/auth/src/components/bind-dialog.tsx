import { useTranslation } from '@aura/i18n-catalog';
import { Button, Dialog, Sheet, useIsMobile } from '@aura/ui-kit';
import { useDispatch, useSelector } from 'react-redux';
import { bindDialogClosed } from '../flows/bind/slice.ts';
import { BindCodeStep } from './bind-code-step.tsx';
import { BindValueStep } from './bind-value-step.tsx';
import './auth-form.css';
import { selectBindFlow } from '../selectors.ts';

/** Bound: coins with the first bind of a kind (spec §4), none for a change. */
function BindDone() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { kind, coinsGranted } = useSelector(selectBindFlow);
  return (
    <div className="aura-auth-form">
      <p role="status" className="aura-auth-success">
        {kind === 'email' ? t('auth.bind.linkedEmail') : t('auth.bind.linkedPhone')}
        {coinsGranted > 0 && <> {t('auth.bind.coinsGranted', { count: coinsGranted })}</>}
      </p>
      <Button fullWidth onClick={() => dispatch(bindDialogClosed())}>
        {t('auth.bind.done')}
      </Button>
    </div>
  );
}

/**
 * Binding (or changing) an e-mail address or phone number (spec §4), opened by `auth/bindRequested`: the value,
 * the code with the takeover warning when needed, and the coins of a first bind. A dialog on desktop, a bottom
 * sheet on phones.
 */
export function BindDialog() {
  const { t } = useTranslation(['app', 'base']);
  const dispatch = useDispatch();
  const isMobile = useIsMobile();
  const flow = useSelector(selectBindFlow);
  const Surface = isMobile ? Sheet : Dialog;
  return (
    <Surface
      open={flow.open}
      onOpenChange={(open) => {
        if (!open) dispatch(bindDialogClosed());
      }}
      title={flow.kind === 'email' ? t('auth.bind.emailTitle') : t('auth.bind.phoneTitle')}
      closeLabel={t('base:actions.close')}
    >
      {flow.step === 'enter' && <BindValueStep />}
      {flow.step === 'code' && <BindCodeStep />}
      {flow.step === 'done' && <BindDone />}
    </Surface>
  );
}
