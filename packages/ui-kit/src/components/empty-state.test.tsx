import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';

describe('EmptyState', () => {
  it('heads with its title, explains, and offers its action', async () => {
    const onFind = vi.fn();
    render(
      <EmptyState
        title="No chats yet"
        description="Say hi to someone on the wall."
        action={<Button onClick={onFind}>Find people</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No chats yet' })).toBeInTheDocument();
    expect(screen.getByText('Say hi to someone on the wall.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Find people' }));
    expect(onFind).toHaveBeenCalledOnce();
  });

  it('fits the page outline with the heading level it is given', () => {
    render(<EmptyState title="No friends yet" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'No friends yet' })).toBeInTheDocument();
  });

  it('keeps its icon decorative', () => {
    render(<EmptyState title="No gifts" icon={<svg data-testid="icon" />} />);
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
