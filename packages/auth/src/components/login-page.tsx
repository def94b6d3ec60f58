import { useTranslation } from '@aura/i18n-catalog';
import { useEffect, useId, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { loginLinkOf } from '../flows/methods/link.ts';
import { loginLinkOpened } from '../flows/methods/slice.ts';
import { LoginContent } from './login-content.tsx';
import { useLoginTitleKey, useLoginView } from './use-login-view.ts';
import './login.css';

export interface LoginPageProps {
  /**
   * The page's query string. `?verifyEmail=…` and `?resetPassword=…` (mailed links) and `?oauthError=…` (social
   * sign-in's way back) start their flow once.
   */
  search?: string;
}

/** The /login route: the login screens as a page. While the popup shows them, the page keeps only its title. */
export function LoginPage({ search = '' }: LoginPageProps) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const titleId = useId();
  const { view, popupOpen } = useLoginView();
  const title = t(useLoginTitleKey(popupOpen ? 'methods' : view));
  const handled = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (handled.current === search) return;
    handled.current = search;
    const link = loginLinkOf(search);
    if (link) dispatch(loginLinkOpened(link));
  }, [dispatch, search]);
  return (
    <section className="aura-login-page" aria-labelledby={titleId}>
      <h1 className="aura-login-page-title" id={titleId}>
        {title}
      </h1>
      {!popupOpen && <LoginContent view={view} />}
    </section>
  );
}
