import { BUSINESS_CODES } from '@aura/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIm } from '../../test/render.tsx';
import { NOW, SAMPLE_CONVERSATION } from '../testing/fixtures.ts';
import { ME } from '../testing/im-store.tsx';
import { ChatView } from './chat-view.tsx';

const handlers = () => ({ onSend: vi.fn(), onRetry: vi.fn(), onRetryAll: vi.fn() });

describe('ChatView', () => {
  it('shows the messages in order with their states, and retries a failed one', async () => {
    const on = handlers();
    const { user } = renderWithIm(
      <ChatView conversation={SAMPLE_CONVERSATION} myId={ME} now={NOW} {...on} />,
    );
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Hi!',
      'Hello Noor',
      'See you tonight',
      'On my way',
      'Are you there?',
    ]);
    expect(items[1]).toHaveTextContent('Read');
    expect(items[2]).toHaveTextContent('Sent');
    await user.click(screen.getByRole('button', { name: 'Message not sent. Tap to try again.' }));
    expect(on.onRetry).toHaveBeenCalledWith('c5-aaaaaaaa');
  });

  it('says a refusal in the spec’s words and locks the composer until a reply', async () => {
    renderWithIm(
      <ChatView
        conversation={{ ...SAMPLE_CONVERSATION, locked: true, notice: BUSINESS_CODES.notFriends }}
        myId={ME}
        {...handlers()}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are no longer friends. Add them again to send messages.',
    );
    expect(screen.getByText('You can send more messages once they reply.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows the other side typing, offers earlier messages, and says when this side types', async () => {
    const on = { ...handlers(), onTyping: vi.fn(), onOlder: vi.fn() };
    const { user } = renderWithIm(
      <ChatView
        conversation={{ ...SAMPLE_CONVERSATION, peerTyping: true, hasOlder: true }}
        myId={ME}
        now={NOW}
        {...on}
      />,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Typing…');
    await user.click(screen.getByRole('button', { name: 'Earlier messages' }));
    expect(on.onOlder).toHaveBeenCalled();
    await user.type(screen.getByRole('textbox'), 'h');
    expect(on.onTyping).toHaveBeenLastCalledWith(true);
    await user.clear(screen.getByRole('textbox'));
    expect(on.onTyping).toHaveBeenLastCalledWith(false);
  });
});
