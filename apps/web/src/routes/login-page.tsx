import { LoginPage as LoginScreens } from '@aura/auth';
import { useTranslation } from '@aura/i18n-catalog';
import { useRouterState } from '@tanstack/react-router';
import { useDocumentTitle } from '../layout/document-title.ts';
import { useTabTitle } from './tab-title.ts';

/**
 * The named route LoginPage: @aura/auth's login screens as a page (only their title while the popup shows them).
 * Its query string carries mailed links and social sign-in's way back.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const search = useRouterState({ select: (state) => state.location.searchStr });
  useDocumentTitle(useTabTitle(t('auth.login.title')));
  return <LoginScreens search={search} />;
}
