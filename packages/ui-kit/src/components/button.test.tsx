import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';

describe('Button', () => {
  it('is a button of type button that reports presses', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Call</Button>);
    const button = screen.getByRole('button', { name: 'Call' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('ignores presses while loading but stays focusable and says it is busy', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Connecting
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Connecting' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('cannot be pressed when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Call
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Call' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('lends its look to a link with asChild', () => {
    render(
      <Button asChild variant="secondary">
        <a href="/shop">Buy coins</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Buy coins' });
    expect(link).toHaveClass('aura-button');
    expect(link).toHaveAttribute('data-variant', 'secondary');
    expect(link).not.toHaveAttribute('type');
  });
});
