import { APP_ROUTES, USER_STATUS } from '@aura/contracts';
import { loginRequested, selectLoginPopup } from '@aura/auth';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithHosts } from '../../test/render.tsx';
import { callRequested, hostsSlice } from '../slice.ts';
import { sampleHosts } from '../testing/fixtures.ts';
import { HostCard } from './host-card.tsx';

const ayla = sampleHosts[0]!; // Turkey, online, 60 a minute, friends 45
const sanne = sampleHosts[1]!; // the Netherlands, online, 40 for everybody

describe('HostCard', () => {
  it('shows the host: name, status, country, price per minute and the friends’ price', () => {
    renderWithHosts(<HostCard host={ayla} />, { auth: { status: 'loggedIn' } });
    const card = screen.getByRole('article', { name: 'Ayla' });
    expect(within(card).getByRole('heading', { level: 3, name: 'Ayla' })).toBeInTheDocument();
    expect(within(card).getByText('Online')).toBeInTheDocument();
    expect(within(card).getByText(/^From (Turkey|Türkiye)$/)).toBeInTheDocument();
    expect(within(card).getByText('60 coins per minute')).toBeInTheDocument();
    expect(within(card).getByText('Friends pay 45 coins per minute')).toBeInTheDocument();
  });

  it('links the name to the host’s profile page', () => {
    renderWithHosts(<HostCard host={ayla} />, { auth: { status: 'loggedIn' } });
    expect(screen.getByRole('link', { name: 'Ayla' })).toHaveAttribute('href', `/profile/${ayla.userId}`);
  });

  it('leaves out the friends’ price when it is the same', () => {
    renderWithHosts(<HostCard host={sanne} />);
    expect(screen.getByText('40 coins per minute')).toBeInTheDocument();
    expect(screen.queryByText(/Friends/)).not.toBeInTheDocument();
  });

  it('tells busy and offline, and nothing of a host who chose to be invisible', () => {
    const { rerender } = renderWithHosts(<HostCard host={{ ...ayla, status: USER_STATUS.busy }} />);
    expect(screen.getByText('Busy')).toBeInTheDocument();
    rerender(<HostCard host={{ ...ayla, status: USER_STATUS.offline }} />);
    expect(screen.getByText('Offline')).toBeInTheDocument();
    rerender(<HostCard host={{ ...ayla, status: USER_STATUS.invisible }} />);
    const card = screen.getByRole('article', { name: 'Ayla' });
    for (const word of ['Online', 'Busy', 'Offline'])
      expect(within(card).queryByText(word)).not.toBeInTheDocument();
    expect(card.querySelector('.aura-avatar-presence')).toBeNull();
  });

  it('asks for a video or a voice call with the host', async () => {
    const { user, store } = renderWithHosts(<HostCard host={ayla} />, { auth: { status: 'loggedIn' } });
    await user.click(screen.getByRole('button', { name: 'Video call with Ayla' }));
    await user.click(screen.getByRole('button', { name: 'Voice call with Ayla' }));
    expect(store.actions.filter(callRequested.match)).toEqual([
      callRequested({ hostId: ayla.userId, kind: 'video', userName: ayla.userName, avatar: ayla.avatar }),
      callRequested({ hostId: ayla.userId, kind: 'voice', userName: ayla.userName, avatar: ayla.avatar }),
    ]);
  });

  it('asks a visitor to log in first, coming back to the wall', async () => {
    const { user, store } = renderWithHosts(<HostCard host={ayla} />, { auth: { status: 'visitor' } });
    await user.click(screen.getByRole('button', { name: 'Video call with Ayla' }));
    expect(store.actions.filter(callRequested.match)).toEqual([]);
    expect(store.actions.filter(loginRequested.match)).toEqual([
      loginRequested({ origin: 'feature', returnTo: APP_ROUTES.wall }),
    ]);
    expect(selectLoginPopup(store.getState())).toMatchObject({ open: true, origin: 'feature' });
  });

  it('speaks Turkish', async () => {
    renderWithHosts(<HostCard host={ayla} />, { locale: 'tr' });
    expect(await screen.findByRole('button', { name: 'Ayla ile görüntülü arama' })).toHaveTextContent(
      'Görüntülü ara',
    );
    expect(screen.getByText('Türkiye')).toBeInTheDocument();
    expect(screen.getByText('Dakikası 60 jeton')).toBeInTheDocument();
  });

  it('offers no call to an offline or busy host, and says why before any press', () => {
    const { rerender } = renderWithHosts(<HostCard host={{ ...ayla, status: USER_STATUS.offline }} />, {
      auth: { status: 'loggedIn' },
    });
    for (const [status, reason] of [
      [USER_STATUS.offline, 'The person you are calling is offline.'],
      [USER_STATUS.busy, 'The person you are calling is busy. Please try again later.'],
    ] as const) {
      rerender(<HostCard host={{ ...ayla, status }} />);
      for (const name of ['Video call with Ayla', 'Voice call with Ayla']) {
        const button = screen.getByRole('button', { name });
        expect(button).toBeDisabled();
        expect(button).toHaveAccessibleDescription(reason);
      }
      expect(screen.getByText(reason)).toBeVisible();
    }
  });

  it('offers no call the user cannot pay the first minute of, and says so', async () => {
    const { user, store } = renderWithHosts(<HostCard host={ayla} />, {
      auth: { status: 'loggedIn' },
      wallet: { coins: { balance: 44, seq: 3 } },
    });
    const video = screen.getByRole('button', { name: 'Video call with Ayla' });
    expect(video).toBeDisabled();
    expect(video).toHaveAccessibleDescription("You don't have enough coins for this call.");
    await user.click(video);
    expect(store.actions.filter(callRequested.match)).toEqual([]);
    // The way to the shop (issue 12), and back to the wall.
    expect(screen.getByRole('link', { name: 'Recharge' })).toHaveAttribute('href', '/shop?returnTo=%2Fwall');
  });

  it('offers the call to an online host the user can pay a minute of: her price, or her friends’ price', () => {
    const { unmount } = renderWithHosts(<HostCard host={ayla} />, {
      auth: { status: 'loggedIn' },
      wallet: { coins: { balance: 60, seq: 3 } },
    });
    expect(screen.getByRole('button', { name: 'Video call with Ayla' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Voice call with Ayla' })).not.toHaveAccessibleDescription();
    unmount();
    // 45 coins pay a minute at Ayla's friends' price, for a friend only.
    renderWithHosts(<HostCard host={ayla} />, {
      auth: { status: 'loggedIn' },
      wallet: { coins: { balance: 45, seq: 3 } },
      hosts: { wall: { ...hostsSlice.getInitialState().wall, friendIds: [ayla.userId] } },
    });
    expect(screen.getByRole('button', { name: 'Video call with Ayla' })).toBeEnabled();
  });

  it('offers a stranger only the voice call of a host who takes video from friends only, and says why', async () => {
    const choosy = { ...ayla, videoFriendsOnly: true };
    const { user, store, unmount } = renderWithHosts(<HostCard host={choosy} />, {
      auth: { status: 'loggedIn' },
      wallet: { coins: { balance: 500, seq: 3 } },
    });
    const video = screen.getByRole('button', { name: 'Video call with Ayla' });
    const voice = screen.getByRole('button', { name: 'Voice call with Ayla' });
    expect(video).toBeDisabled();
    expect(video).toHaveAccessibleDescription('This user accepts video calls only from friends.');
    expect(screen.getByText('This user accepts video calls only from friends.')).toBeVisible();
    expect(voice).toBeEnabled();
    expect(voice).not.toHaveAccessibleDescription();
    await user.click(video);
    await user.click(voice);
    expect(store.actions.filter(callRequested.match).map((action) => action.payload)).toEqual([
      { hostId: ayla.userId, kind: 'voice', userName: ayla.userName, avatar: ayla.avatar },
    ]);
    unmount();
    // Her friend gets both.
    renderWithHosts(<HostCard host={choosy} />, {
      auth: { status: 'loggedIn' },
      wallet: { coins: { balance: 500, seq: 3 } },
      hosts: { wall: { ...hostsSlice.getInitialState().wall, friendIds: [ayla.userId] } },
    });
    expect(screen.getByRole('button', { name: 'Video call with Ayla' })).toBeEnabled();
    expect(screen.queryByText('This user accepts video calls only from friends.')).not.toBeInTheDocument();
  });
});
