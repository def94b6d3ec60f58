import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithHosts } from '../../test/render.tsx';
import { sampleHosts } from '../testing/fixtures.ts';
import { WallGrid } from './wall-grid.tsx';

describe('WallGrid', () => {
  it('lists the hosts as a list of cards', () => {
    renderWithHosts(<WallGrid hosts={sampleHosts} status="ready" label="Hosts" />);
    const list = screen.getByRole('list', { name: 'Hosts' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(sampleHosts.length);
    expect(within(items[0]!).getByRole('article', { name: 'Ayla' })).toBeInTheDocument();
  });

  it('announces loading once, with placeholders hidden from assistive technology', () => {
    renderWithHosts(<WallGrid hosts={[]} status="loading" label="Hosts" skeletons={4} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading hosts…');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(document.querySelectorAll('.aura-wall-grid-skeleton')).toHaveLength(4);
  });

  it('says so when there is nobody, with what to do', () => {
    renderWithHosts(
      <WallGrid hosts={[]} status="ready" label="Hosts" emptyAction={<button type="button">All</button>} />,
    );
    expect(screen.getByRole('heading', { name: 'No hosts here right now' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All' })).toBeInTheDocument();
  });

  it('apologises in the spec’s words after a failure, and retries', async () => {
    const onRetry = vi.fn();
    const { user } = renderWithHosts(<WallGrid hosts={[]} status="failed" label="Hosts" onRetry={onRetry} />);
    expect(
      screen.getByRole('heading', { name: 'Something went wrong. We apologise. Please try again later.' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('keeps the hosts shown while they load again', () => {
    renderWithHosts(<WallGrid hosts={sampleHosts.slice(0, 2)} status="loading" label="Hosts" />);
    expect(within(screen.getByRole('list', { name: 'Hosts' })).getAllByRole('listitem')).toHaveLength(2);
  });
});
