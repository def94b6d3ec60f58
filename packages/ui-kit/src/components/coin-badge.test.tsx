import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CoinBadge } from './coin-badge.tsx';

describe('CoinBadge', () => {
  it('groups the amount for the locale it is given', () => {
    const { rerender } = render(<CoinBadge amount={12500} locale="en" label="12,500 coins" />);
    expect(screen.getByText('12,500')).toBeInTheDocument();
    rerender(<CoinBadge amount={12500} locale="tr" label="12.500 jeton" />);
    expect(screen.getByText('12.500')).toBeInTheDocument();
  });

  it('speaks its label and hides the digits and icon from assistive technology', () => {
    const { container } = render(<CoinBadge amount={120} locale="en" label="120 coins" />);
    expect(screen.getByText('120 coins')).toHaveClass('aura-visually-hidden');
    expect(screen.getByText('120').closest('[aria-hidden="true"]')).not.toBeNull();
    expect(container.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('writes the sign of a gain when emphasised', () => {
    const { rerender } = render(<CoinBadge amount={120} locale="en" label="plus 120 coins" emphasis />);
    expect(screen.getByText('+120')).toBeInTheDocument();
    expect(screen.getByText('+120').closest('.aura-coin-badge')).toHaveAttribute('data-emphasis', 'true');
    rerender(<CoinBadge amount={120} locale="en" label="120 coins" />);
    expect(screen.queryByText('+120')).toBeNull();
    expect(screen.getByText('120')).toBeInTheDocument();
  });

  it('writes a loss with its sign', () => {
    render(<CoinBadge amount={-60} locale="en" label="minus 60 coins" size="sm" />);
    expect(screen.getByText('-60').closest('.aura-coin-badge')).toHaveAttribute('data-size', 'sm');
  });
});
