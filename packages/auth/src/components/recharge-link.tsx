import { useTranslation } from '@aura/i18n-catalog';
import { Button } from '@aura/ui-kit';
import { useDispatch } from 'react-redux';
import { rechargeHref, rechargeRequested } from '../wallet/slice.ts';

export interface RechargeLinkProps {
  /** Where the shop offers to go back to (an app path): the page of the "not enough coins" moment. */
  returnTo?: string;
  /** Opens the shop in a new tab: during a call or a match, which must not be left. */
  newTab?: boolean;
  /** Called as the link is followed in the app (a dialog it sits in closes). */
  onFollow?: () => void;
}

/**
 * Recharge, beside every "not enough coins" message (calls, matching): a real link to the shop, followed in the app
 * by the router (through the wallet saga) with the way back, or opened in a tab of its own.
 */
export function RechargeLink({ returnTo, newTab = false, onFollow }: RechargeLinkProps) {
  const { t } = useTranslation('base');
  const href = rechargeHref(returnTo);
  if (newTab)
    return (
      <Button asChild size="sm">
        <a href={href} target="_blank" rel="noopener">
          {t('coins.recharge')}
        </a>
      </Button>
    );
  return (
    <InAppRechargeLink href={href} returnTo={returnTo} onFollow={onFollow} label={t('coins.recharge')} />
  );
}

function InAppRechargeLink({
  href,
  returnTo,
  onFollow,
  label,
}: {
  href: string;
  returnTo: string | undefined;
  onFollow: (() => void) | undefined;
  label: string;
}) {
  const dispatch = useDispatch();
  return (
    <Button asChild size="sm">
      <a
        href={href}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          onFollow?.();
          dispatch(rechargeRequested(returnTo === undefined ? {} : { returnTo }));
        }}
      >
        {label}
      </a>
    </Button>
  );
}
