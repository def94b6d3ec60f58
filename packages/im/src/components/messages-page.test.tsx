import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIm } from '../../test/render.tsx';
import { chatsOpened } from '../actions.ts';
import { SAMPLE_CHATS } from '../testing/fixtures.ts';
import { MessagesPage } from './messages-page.tsx';

describe('MessagesPage', () => {
  it('asks for the chat list when it opens and shows it with the say-hi allowance', async () => {
    const { store } = renderWithIm(<MessagesPage onOpen={vi.fn()} />, { chats: SAMPLE_CHATS, sayHiLeft: 3 });
    expect(await screen.findByRole('heading', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByText('Free say-hi chats left today: 3')).toBeInTheDocument();
    // The ask is an effect of the page's commit: React may run it just after the heading is found.
    await waitFor(() => expect(store.actions.map((action) => action.type)).toContain(chatsOpened.type));
  });

  it('shows the say-hi inbox’s contacts', async () => {
    const onOpen = vi.fn();
    const { user } = renderWithIm(<MessagesPage sayHi onOpen={onOpen} />, { chats: SAMPLE_CHATS });
    expect(await screen.findByRole('heading', { name: 'Say Hi messages' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Sam/ }));
    expect(onOpen).toHaveBeenCalledWith('100008');
  });
});
