import { useTranslation } from '@aura/i18n-catalog';
import { Button, EmptyState, Spinner } from '@aura/ui-kit';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectCallSettings } from '../selectors.ts';
import { callSettingsOpened, callSettingsSubmitted } from '../slice.ts';
import { CallSettingsForm } from './call-settings-form.tsx';
import './call-settings.css';

/**
 * The signed-in user's Call settings page, reached from the account menu: loads the settings when shown and saves
 * the form's changes (docs/calls.md, "A user's own call settings").
 */
export function CallSettingsPage() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { status, settings, saving, result } = useSelector(selectCallSettings);
  useEffect(() => {
    dispatch(callSettingsOpened());
  }, [dispatch]);

  let body;
  if (settings)
    body = (
      <CallSettingsForm
        settings={settings}
        saving={saving}
        result={result}
        onSubmit={(change) => dispatch(callSettingsSubmitted(change))}
      />
    );
  else if (status === 'failed')
    body = (
      <EmptyState
        title={t('hosts.callSettings.loadFailed')}
        action={
          <Button variant="secondary" onClick={() => dispatch(callSettingsOpened())}>
            {t('hosts.callSettings.retry')}
          </Button>
        }
      />
    );
  else
    body = (
      <p role="status" className="aura-call-settings-hint">
        <Spinner size="sm" /> {t('hosts.callSettings.loading')}
      </p>
    );

  return (
    <section className="aura-call-settings" aria-labelledby="aura-call-settings-title">
      <div className="aura-call-settings-heading">
        <h1 id="aura-call-settings-title">{t('hosts.callSettings.title')}</h1>
        <p>{t('hosts.callSettings.description')}</p>
      </div>
      {body}
    </section>
  );
}
