import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { MessagesIcon } from './nav-icons.tsx';
import { UnreadBadge } from './unread-badge.tsx';

// Written without Storybook's types: apps/web does not depend on Storybook; apps/storybook builds these.
function MessagesTab({ unread }: { unread: number }) {
  const store = configureStore({ reducer: () => ({ im: { unread } }) });
  return (
    <Provider store={store}>
      <a className="bottom-tabs-link" href="/message" style={{ width: 80 }}>
        <MessagesIcon />
        <UnreadBadge />
        <span>Messages</span>
      </a>
    </Provider>
  );
}

export default {
  title: 'web/UnreadBadge',
  component: MessagesTab,
};

/** The Messages tab with three unread messages. */
export const Unread = { args: { unread: 3 } };

export const Many = { args: { unread: 250 } };
