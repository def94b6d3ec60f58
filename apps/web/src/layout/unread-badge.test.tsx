import { configureStore } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { UnreadBadge } from './unread-badge.tsx';

function renderWith(im: { unread: number } | undefined) {
  const store = configureStore({ reducer: (state: object = im ? { im } : {}) => state });
  return render(
    <Provider store={store}>
      <UnreadBadge />
    </Provider>,
  );
}

describe('UnreadBadge', () => {
  it('counts unread messages once IM is in the store', () => {
    renderWith({ unread: 3 });
    expect(screen.getByText('3')).toHaveClass('nav-badge');
  });

  it('shows nothing before IM has loaded or at zero, and 99+ past 99', () => {
    const { container, unmount } = renderWith(undefined);
    expect(container).toBeEmptyDOMElement();
    unmount();
    expect(renderWith({ unread: 0 }).container).toBeEmptyDOMElement();
    renderWith({ unread: 120 });
    expect(screen.getByText('99+')).toBeInTheDocument();
  });
});
