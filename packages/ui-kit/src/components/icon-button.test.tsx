import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './icon-button.tsx';

const icon = <svg data-testid="icon" />;

describe('IconButton', () => {
  it('is named by its label, not by its icon, and reports presses', async () => {
    const onClick = vi.fn();
    render(<IconButton label="Hang up" icon={icon} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Hang up' });
    expect(button).toHaveAttribute('type', 'button');
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('takes the variants and sizes of Button and its round shape', () => {
    render(<IconButton label="Hang up" icon={icon} variant="danger" size="lg" />);
    const button = screen.getByRole('button', { name: 'Hang up' });
    expect(button).toHaveClass('aura-button', 'aura-icon-button');
    expect(button).toHaveAttribute('data-variant', 'danger');
    expect(button).toHaveAttribute('data-size', 'lg');
  });

  it('swaps the icon for a spinner and ignores presses while loading', async () => {
    const onClick = vi.fn();
    render(<IconButton label="Send" icon={icon} loading onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('icon')).toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('cannot be pressed when disabled', async () => {
    const onClick = vi.fn();
    render(<IconButton label="Mute" icon={icon} disabled onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Mute' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
