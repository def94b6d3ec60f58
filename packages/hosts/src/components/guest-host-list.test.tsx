import { APP_ROUTES, USER_STATUS } from '@aura/contracts';
import { loginRequested } from '@aura/auth';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithHosts } from '../../test/render.tsx';
import { guestListOpened, guestListRetried } from '../slice.ts';
import { sampleHosts } from '../testing/fixtures.ts';
import { GuestHostList } from './guest-host-list.tsx';

describe('GuestHostList', () => {
  it('asks for the list when shown', () => {
    const { store } = renderWithHosts(<GuestHostList />, { auth: { status: 'visitor' } });
    expect(store.actions.filter(guestListOpened.match)).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Loading hosts…');
  });

  it('shows the hosts, and a way to log in for the whole wall', async () => {
    const { store, user } = renderWithHosts(<GuestHostList />, {
      auth: { status: 'visitor' },
      hosts: { guest: { status: 'ready', hosts: sampleHosts.slice(0, 3) } },
    });
    const section = screen.getByRole('region', { name: 'Hosts online now' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(3);
    expect(within(section).getByRole('heading', { level: 3, name: 'Ayla' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in to see more' }));
    expect(store.actions.filter(loginRequested.match)).toEqual([
      loginRequested({ origin: 'feature', returnTo: APP_ROUTES.wall }),
    ]);
  });

  it('leaves the section out when there is nobody to show', () => {
    renderWithHosts(<GuestHostList />, { hosts: { guest: { status: 'ready', hosts: [] } } });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('retries after a failure', async () => {
    const { store, user } = renderWithHosts(<GuestHostList />, {
      auth: { status: 'visitor' },
      hosts: { guest: { status: 'failed', hosts: [] } },
    });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(store.actions.filter(guestListRetried.match)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Log in to see more' })).not.toBeInTheDocument();
  });

  it('says "online now" only when some host is: all offline, the title is "Our hosts"', () => {
    const offline = sampleHosts.filter((host) => host.status === USER_STATUS.offline);
    renderWithHosts(<GuestHostList />, {
      auth: { status: 'visitor' },
      hosts: { guest: { status: 'ready', hosts: offline } },
    });
    expect(screen.getByRole('region', { name: 'Our hosts' })).toBeInTheDocument();
    expect(screen.queryByText('Hosts online now')).not.toBeInTheDocument();
  });
});
