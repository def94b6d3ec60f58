import { createI18n, I18nextProvider } from '@aura/i18n-catalog';
import { act, render, screen } from '@testing-library/react';
import { lazy, type ComponentType, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { LazyWhen } from './lazy-when.tsx';

/** A lazily loaded component whose chunk arrives when the test says. */
function controlledChunk() {
  let arrive!: () => void;
  let requests = 0;
  const Component = lazy(() => {
    requests += 1;
    return new Promise<{ default: () => ReactNode }>((resolve) => {
      arrive = () => resolve({ default: () => <p>The popup</p> });
    });
  });
  return { Component, arrive: () => arrive(), requests: () => requests };
}

const i18n = createI18n('en');
const host = (active: boolean, Component: ComponentType) => (
  <I18nextProvider i18n={i18n}>
    <LazyWhen active={active}>
      <Component />
    </LazyWhen>
  </I18nextProvider>
);

describe('LazyWhen', () => {
  it('asks for nothing until its popup first shows, then a spinner over the page until the chunk arrives', async () => {
    const chunk = controlledChunk();
    const view = render(host(false, chunk.Component));
    expect(chunk.requests()).toBe(0);
    expect(view.container).toBeEmptyDOMElement();

    view.rerender(host(true, chunk.Component));
    expect(chunk.requests()).toBe(1);
    const spinner = screen.getByRole('status');
    expect(spinner).toHaveTextContent('Loading…');
    expect(spinner.closest('.popup-spinner')).not.toBeNull();

    await act(async () => chunk.arrive());
    expect(screen.getByText('The popup')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();

    // Closed again, the popup stays mounted (it closes itself, with its own animation).
    view.rerender(host(false, chunk.Component));
    expect(screen.getByText('The popup')).toBeInTheDocument();
    expect(chunk.requests()).toBe(1);
  });
});
