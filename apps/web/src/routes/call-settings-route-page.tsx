import { CallSettingsPage } from '@aura/hosts';
import { useTranslation } from '@aura/i18n-catalog';
import { useEffect } from 'react';
import { useTabTitle } from './tab-title.ts';

/** The Call settings route (from the account menu): @aura/hosts' CallSettingsPage, and the tab title. */
export function CallSettingsRoutePage() {
  const { t } = useTranslation();
  const title = useTabTitle(t('hosts.callSettings.title'));
  useEffect(() => {
    document.title = title;
  }, [title]);
  return <CallSettingsPage />;
}
