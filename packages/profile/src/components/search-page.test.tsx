import { BUSINESS_CODES } from '@aura/contracts';
import { GatewayCallError } from '@aura/gateway-client';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProfile } from '../../test/render.tsx';
import { SearchPage } from './search-page.tsx';

describe('SearchPage', () => {
  it('opens the profile of the user a search id names', async () => {
    const { user, store } = renderWithProfile(<SearchPage />);
    await user.type(await screen.findByLabelText('Search ID'), '77120045');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await expect.poll(() => store.navigated).toEqual(['/profile/100002']);
  });

  it('says when nobody has the id', async () => {
    const { user } = renderWithProfile(<SearchPage />, {
      api: {
        profile: () =>
          Promise.reject(
            new GatewayCallError({
              reason: 'server',
              code: BUSINESS_CODES.userNotFound,
              message: 'x',
              call: 'GET /',
            }),
          ),
      },
    });
    await user.type(await screen.findByLabelText('Search ID'), '12');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No user has this ID.')).toBeVisible();
  });
});
