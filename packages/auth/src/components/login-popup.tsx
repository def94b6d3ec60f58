import { useTranslation } from '@aura/i18n-catalog';
import { Dialog, Sheet, useIsMobile } from '@aura/ui-kit';
import { useDispatch } from 'react-redux';
import { loginPopupClosed } from '../session/slice.ts';
import { LoginContent } from './login-content.tsx';
import { useLoginTitleKey, useLoginView } from './use-login-view.ts';

/**
 * The login popup (spec §2): a dialog on desktop, a bottom sheet on phones. It opens when asked (the route guard,
 * a button) and whenever a signed-in user's profile is incomplete, which it does not let go of until completed.
 */
export function LoginPopup() {
  const { t } = useTranslation(['app', 'base']);
  const dispatch = useDispatch();
  const isMobile = useIsMobile();
  const { view, popupOpen } = useLoginView();
  const title = t(useLoginTitleKey(view));
  const Surface = isMobile ? Sheet : Dialog;
  return (
    <Surface
      open={popupOpen}
      onOpenChange={(open) => {
        if (!open) dispatch(loginPopupClosed());
      }}
      title={title}
      closeLabel={t('base:actions.close')}
    >
      <LoginContent view={view} />
    </Surface>
  );
}
