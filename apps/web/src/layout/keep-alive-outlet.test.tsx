import {
  Link,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { KeepAliveOutlet } from './keep-alive-outlet.tsx';

let mounts = 0;

/** A page with state of its own (a count and a text field), which a remount would lose. */
function KeptPage() {
  const [count, setCount] = useState(0);
  useEffect(() => {
    mounts += 1;
  }, []);
  return (
    <section>
      <h1>Kept</h1>
      <button type="button" onClick={() => setCount(count + 1)}>
        Pressed {count}
      </button>
      <label>
        Note <input />
      </label>
    </section>
  );
}

function Root() {
  const [generation, setGeneration] = useState('visitor');
  return (
    <>
      <nav>
        <Link to="/">Home</Link>
        <Link to="/wall">Kept page</Link>
      </nav>
      <button type="button" onClick={() => setGeneration('user:2')}>
        Another user
      </button>
      <KeepAliveOutlet generation={generation} />
    </>
  );
}

function setup() {
  mounts = 0;
  const root = createRootRoute({ component: Root });
  const routeTree = root.addChildren([
    createRoute({ getParentRoute: () => root, path: '/', component: () => <h1>Home</h1> }),
    createRoute({
      getParentRoute: () => root,
      path: '/wall',
      staticData: { keepAlive: true },
      component: KeptPage,
    }),
  ]);
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(<RouterProvider router={router} />);
  return { router };
}

describe('KeepAliveOutlet', () => {
  it('renders other routes through the router outlet', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Kept' })).toBeNull();
  });

  it('keeps a keep-alive page mounted and hidden while another route shows, with its state', async () => {
    const user = userEvent.setup();
    const { router } = setup();
    await user.click(await screen.findByRole('link', { name: 'Kept page' }));
    await user.click(await screen.findByRole('button', { name: 'Pressed 0' }));
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'hello');

    await act(() => router.navigate({ to: '/' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeVisible();
    // Still mounted, but hidden from everyone: not visible, not in the accessibility tree.
    const kept = screen.getByRole('heading', { name: 'Kept', hidden: true });
    expect(kept).not.toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Kept' })).toBeNull();

    await act(() => router.navigate({ to: '/wall' }));
    expect(screen.getByRole('button', { name: 'Pressed 1' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('hello');
    expect(screen.queryByRole('heading', { name: 'Home' })).toBeNull();
    expect(mounts).toBe(1);
  });

  it('lets kept pages go when the generation changes (another user)', async () => {
    const user = userEvent.setup();
    const { router } = setup();
    await user.click(await screen.findByRole('link', { name: 'Kept page' }));
    await user.click(await screen.findByRole('button', { name: 'Pressed 0' }));
    await act(() => router.navigate({ to: '/' }));
    await user.click(screen.getByRole('button', { name: 'Another user' }));
    expect(screen.queryByRole('heading', { name: 'Kept', hidden: true })).toBeNull();

    await act(() => router.navigate({ to: '/wall' }));
    expect(await screen.findByRole('button', { name: 'Pressed 0' })).toBeVisible();
    expect(mounts).toBe(2);
  });

  it('remounts the kept page on show when the generation changes under it', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(await screen.findByRole('link', { name: 'Kept page' }));
    await user.click(await screen.findByRole('button', { name: 'Pressed 0' }));
    await user.click(screen.getByRole('button', { name: 'Another user' }));
    expect(await screen.findByRole('button', { name: 'Pressed 0' })).toBeVisible();
    expect(mounts).toBe(2);
  });
});
