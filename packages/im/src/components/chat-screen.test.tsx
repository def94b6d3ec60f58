import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIm } from '../../test/render.tsx';
import { chatOpened, sendPressed } from '../slice.ts';
import { blockPressed } from '../actions.ts';
import { SAMPLE_CONVERSATION } from '../testing/fixtures.ts';
import { ME } from '../testing/im-store.tsx';
import { ChatScreen } from './chat-screen.tsx';

describe('ChatScreen', () => {
  it('opens the chat, echoes a sent message at once as sending, with the id it made', async () => {
    const { store, user } = renderWithIm(<ChatScreen peerId="100002" newClientId={() => 'local-id-1'} />, {
      conversations: { '100002': { ...SAMPLE_CONVERSATION, relation: 2 } },
    });
    await user.type(await screen.findByRole('textbox'), 'Hello again{Enter}');
    expect(store.actions[0]).toEqual(chatOpened('100002'));
    const sent = store.actions.find((action) => sendPressed.match(action));
    expect(sent?.payload).toMatchObject({ peerId: '100002', clientId: 'local-id-1', senderId: ME });
    expect(store.getState().im.conversations['100002']!.messages.at(-1)).toMatchObject({
      text: 'Hello again',
      status: 'sending',
    });
    // No paid action without its price on this screen: friend requests go through the Friends page's popup.
    expect(screen.queryByRole('button', { name: 'Add friend' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Block' }));
    expect(store.actions.some((action) => blockPressed.match(action))).toBe(true);
  });

  it('opens the gift panel for the other side when the shell gives a way to', async () => {
    const onGift = vi.fn();
    const { user, unmount } = renderWithIm(<ChatScreen peerId="100002" onGift={onGift} />, {
      conversations: { '100002': { ...SAMPLE_CONVERSATION, relation: 1 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Send a gift' }));
    expect(onGift).toHaveBeenCalledWith({ userId: '100002', name: SAMPLE_CONVERSATION.userName });
    unmount();
    renderWithIm(<ChatScreen peerId="100002" />, {
      conversations: { '100002': { ...SAMPLE_CONVERSATION, relation: 1 } },
    });
    await screen.findByRole('textbox');
    expect(screen.queryByRole('button', { name: 'Send a gift' })).toBeNull();
  });
});
