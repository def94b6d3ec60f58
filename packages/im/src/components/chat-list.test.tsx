import { SAY_HI_GROUP_ID } from '@aura/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIm } from '../../test/render.tsx';
import { NOW, SAMPLE_CHATS } from '../testing/fixtures.ts';
import { ChatList } from './chat-list.tsx';

describe('ChatList', () => {
  it('shows the say-hi inbox first, unread counts and chat times, and opens what is pressed', async () => {
    const onOpen = vi.fn();
    const { user } = renderWithIm(<ChatList chats={SAMPLE_CHATS} onOpen={onOpen} now={NOW} />);
    const items = await screen.findAllByRole('button');
    expect(items[0]).toHaveTextContent('Say Hi messages');
    expect(within(items[0]!).getByLabelText('2 unread messages')).toHaveTextContent('2');
    expect(items[1]).toHaveTextContent('Noor');
    expect(items[1]).toHaveTextContent('13:30');
    expect(items[2]).toHaveTextContent('Yesterday 15:30');
    expect(items[3]).toHaveTextContent('11-23 15:30');
    await user.click(items[1]!);
    expect(onOpen).toHaveBeenCalledWith('100002');
    await user.click(items[0]!);
    expect(onOpen).toHaveBeenCalledWith(SAY_HI_GROUP_ID);
  });

  it('says when there is nothing yet', async () => {
    renderWithIm(<ChatList chats={[]} onOpen={vi.fn()} />);
    expect(await screen.findByText(/No conversations yet/)).toBeInTheDocument();
  });

  it('says "Call" for a chat whose latest message is a call record', async () => {
    const [, noor] = SAMPLE_CHATS;
    renderWithIm(
      <ChatList chats={[{ ...noor!, preview: '', previewKind: 'call' }]} onOpen={vi.fn()} now={NOW} />,
    );
    expect(await screen.findByRole('button', { name: /Noor.*Call/ })).toBeInTheDocument();
  });

  it('says "Gift" for a chat whose latest message is a gift record', async () => {
    const [, noor] = SAMPLE_CHATS;
    renderWithIm(
      <ChatList chats={[{ ...noor!, preview: '', previewKind: 'gift' }]} onOpen={vi.fn()} now={NOW} />,
    );
    expect(await screen.findByRole('button', { name: /Noor.*Gift/ })).toBeInTheDocument();
  });
});
