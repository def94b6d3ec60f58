import { APP_ROUTES } from '@aura/contracts';
import { loginRequested } from '@aura/auth';
import { useTranslation } from '@aura/i18n-catalog';
import { Button } from '@aura/ui-kit';
import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectGuestList, someOnline } from '../selectors.ts';
import { guestListOpened, guestListRetried } from '../slice.ts';
import { WallGrid } from './wall-grid.tsx';
import './guest-host-list.css';

export interface GuestHostListProps {
  /** The section heading's level, to fit the page's outline. */
  headingLevel?: 2 | 3;
}

/**
 * What a visitor sees of the wall (spec §1, §6: the guest host list): the first hosts with live status, and a way
 * to log in for the rest. Calling a host asks the visitor to log in first.
 */
export function GuestHostList({ headingLevel = 2 }: GuestHostListProps) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const titleId = useId();
  const guest = useSelector(selectGuestList);
  const Heading = `h${headingLevel}` as const;
  // "Hosts online now" only when it is true; a neutral title while the list loads or when nobody is online.
  const online = someOnline(guest.hosts);

  useEffect(() => {
    dispatch(guestListOpened());
  }, [dispatch]);

  // Nobody to show a visitor: the landing page goes on without the section.
  if (guest.status === 'ready' && guest.hosts.length === 0) return null;
  return (
    <section className="aura-guest-host-list" aria-labelledby={titleId}>
      <Heading id={titleId} className="aura-guest-host-list-title">
        {t(online ? 'hosts.guest.title' : 'hosts.guest.titleNoneOnline')}
      </Heading>
      <p className="aura-guest-host-list-hint">{t('hosts.guest.hint')}</p>
      <WallGrid
        hosts={guest.hosts}
        status={guest.status}
        label={t('hosts.wall.list')}
        headingLevel={headingLevel === 2 ? 3 : 4}
        onRetry={() => dispatch(guestListRetried())}
      />
      {guest.hosts.length > 0 && (
        <Button
          variant="secondary"
          className="aura-guest-host-list-login"
          onClick={() => dispatch(loginRequested({ origin: 'feature', returnTo: APP_ROUTES.wall }))}
        >
          {t('hosts.guest.logIn')}
        </Button>
      )}
    </section>
  );
}
