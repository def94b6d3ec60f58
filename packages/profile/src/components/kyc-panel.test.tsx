import { BUSINESS_CODES } from '@aura/contracts';
import { GatewayCallError } from '@aura/gateway-client';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProfile } from '../../test/render.tsx';
import { kycState } from '../testing/profile-store.tsx';
import { KycPanel } from './kyc-panel.tsx';

const refusal = (code: number) =>
  new GatewayCallError({ reason: 'server', code, message: 'refused', call: 'GET /athena-yoti' });

describe('KycPanel', () => {
  it('shows nothing to a user nobody suspects', async () => {
    const { store, container } = renderWithProfile(<KycPanel returnTo="/profile/edit" />);
    await vi.waitFor(() => expect(store.getState().profile.kyc.state?.status).toBe('none'));
    expect(container).toBeEmptyDOMElement();
  });

  it('opens the popup for a suspect, and tells when the camera is refused', async () => {
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    });
    const { user } = renderWithProfile(<KycPanel returnTo="/profile/edit" />, {
      api: { kycState: async () => kycState('required') },
    });
    expect(await screen.findByText('Verify your age to call and match.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Verify your age' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify your age' });
    expect(dialog).toHaveTextContent('we check that you are 18 or older');
    await user.click(screen.getByRole('button', { name: 'Start the camera' }));
    expect(await screen.findByText('Allow the camera to verify your age.')).toBeVisible();
  });

  it('opens the document check at the provider and leaves for its page', async () => {
    const leave = vi.fn();
    const kycPageUrl = vi.fn(async () => ({ url: 'https://kyc.example/v/1' }));
    const { user } = renderWithProfile(<KycPanel returnTo="/profile/edit" leave={leave} />, {
      api: { kycState: async () => kycState('document', { estimatedAge: 21 }), kycPageUrl },
    });
    expect(
      await screen.findByText('We could not be sure of your age from the photos.', { exact: false }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Check my document' }));
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith('https://kyc.example/v/1'));
    expect(kycPageUrl).toHaveBeenCalledWith('/profile/edit');
  });

  it('tells a declined check’s reason, the provider being down, and a passed check', async () => {
    const { user, unmount } = renderWithProfile(<KycPanel returnTo="/profile/edit" />, {
      api: {
        kycState: async () => kycState('failed', { reason: 'Document expired.' }),
        kycPageUrl: () => Promise.reject(refusal(BUSINESS_CODES.kycProviderUnavailable)),
      },
    });
    expect(await screen.findByText('The document check failed: Document expired.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Check my document' }));
    expect(
      await screen.findByText('The document check is not available right now. Please try again later.'),
    ).toBeVisible();
    unmount();
    renderWithProfile(<KycPanel returnTo="/profile/edit" />, {
      api: { kycState: async () => kycState('passed') },
    });
    expect(await screen.findByText('Your age is verified.')).toBeVisible();
  });
});
