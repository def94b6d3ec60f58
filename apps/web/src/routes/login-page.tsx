import { useTranslation } from '@aura/i18n-catalog';
import { PageFrame } from '../layout/page-frame.tsx';
import { SignUpButton } from './sign-up-button.tsx';
import { useTabTitle } from './tab-title.ts';

/**
 * The named route LoginPage: the page behind the login popup. A frame until @aura/auth's LoginPage lands; the
 * popup itself is the popup host's.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const title = t('shell.pages.login.title');
  return (
    <PageFrame
      title={title}
      description={t('shell.pages.login.description')}
      documentTitle={useTabTitle(title)}
      className="login-page"
    >
      <SignUpButton />
    </PageFrame>
  );
}
