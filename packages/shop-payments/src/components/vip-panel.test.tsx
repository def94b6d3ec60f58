import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShop } from '../../test/render.tsx';
import { VipPanel } from './vip-panel.tsx';

describe('VipPanel', () => {
  it('tells a user that any purchase makes them VIP, and what it unlocks', async () => {
    await renderWithShop(<VipPanel vipUntil={null} />);
    expect(screen.getByRole('heading', { name: 'VIP benefits' })).toBeInTheDocument();
    expect(screen.getByText('Any coin purchase makes you VIP.')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Unlimited matching');
  });

  it('shows a VIP the badge and until when', async () => {
    await renderWithShop(<VipPanel vipUntil={Date.parse('2026-12-26T12:00:00Z')} />);
    expect(screen.getByRole('heading', { name: 'VIP VIP benefits' })).toBeInTheDocument();
    expect(screen.getByText('VIP until Dec 26, 2026')).toBeInTheDocument();
  });
});
