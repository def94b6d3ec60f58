import { BUSINESS_CODES } from '@aura/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIm } from '../../test/render.tsx';
import { NOW, SAMPLE_CALL_RECORDS, SAMPLE_CONVERSATION } from '../testing/fixtures.ts';
import { MessageBubble } from './message-bubble.tsx';

const [, read, sent, sending, failed] = SAMPLE_CONVERSATION.messages;

describe('MessageBubble', () => {
  it.each([
    ['read', read!, 'Read'],
    ['sent', sent!, 'Sent'],
    ['delivered', sent!, 'Delivered', 3],
    ['sending', sending!, 'Sending…'],
    ['waiting', { ...sending!, waiting: true }, 'Waiting for the network…'],
  ])('shows a %s message of mine as such', async (_name, message, label, delivered = 2) => {
    renderWithIm(
      <ol>
        <MessageBubble message={message} mine peerReadSeq={2} peerDeliveredSeq={delivered} now={NOW} />
      </ol>,
    );
    expect(await screen.findByText(label)).toBeInTheDocument();
  });

  it('offers a failed message again', async () => {
    const onRetry = vi.fn();
    const { user } = renderWithIm(
      <ol>
        <MessageBubble message={failed!} mine peerReadSeq={2} onRetry={onRetry} now={NOW} />
      </ol>,
    );
    await user.click(await screen.findByRole('button', { name: 'Message not sent. Tap to try again.' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('offers a refused photo again, but says a photo over 5 MB was not sent (it is chosen again)', async () => {
    const photo = { ...failed!, kind: 'image' as const, text: '', code: BUSINESS_CODES.imageBeforeReply };
    const onRetry = vi.fn();
    const { user, rerender } = renderWithIm(
      <ol>
        <MessageBubble message={photo} mine peerReadSeq={2} onRetry={onRetry} now={NOW} />
      </ol>,
    );
    await user.click(await screen.findByRole('button', { name: 'Message not sent. Tap to try again.' }));
    expect(onRetry).toHaveBeenCalled();
    rerender(
      <ol>
        <MessageBubble
          message={{ ...photo, code: BUSINESS_CODES.imageTooLarge }}
          mine
          peerReadSeq={2}
          onRetry={onRetry}
          now={NOW}
        />
      </ol>,
    );
    expect(await screen.findByText('Photo not sent.')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Message not sent. Tap to try again.' }),
    ).not.toBeInTheDocument();
  });

  it('shows a call record as the call, without a delivery state', async () => {
    renderWithIm(
      <ol>
        <MessageBubble message={SAMPLE_CALL_RECORDS[1]!} mine={false} peerReadSeq={0} now={NOW} />
      </ol>,
    );
    expect(await screen.findByText('Voice call · Missed')).toBeInTheDocument();
    expect(screen.queryByText('Sent')).not.toBeInTheDocument();
  });

  it('shows a gift record as the gift, without a delivery state', async () => {
    renderWithIm(
      <ol>
        <MessageBubble
          message={{
            clientId: 'send-0001-rose',
            seq: 4,
            senderId: 'me',
            kind: 'gift',
            text: '',
            sentAt: NOW,
            gift: { giftId: 'rose', name: 'Rose', icon: '🌹' },
            status: 'sent',
          }}
          mine
          peerReadSeq={0}
          now={NOW}
        />
      </ol>,
    );
    expect(await screen.findByText(/You sent Rose/)).toBeInTheDocument();
    expect(screen.queryByText('Sent')).not.toBeInTheDocument();
  });

  it('translates a message of theirs when asked, and shows the original again', async () => {
    const onTranslate = vi.fn();
    const [theirs] = SAMPLE_CONVERSATION.messages;
    const { user, rerender } = renderWithIm(
      <ol>
        <MessageBubble message={theirs!} mine={false} peerReadSeq={0} onTranslate={onTranslate} now={NOW} />
      </ol>,
    );
    await user.click(await screen.findByRole('button', { name: 'Translate' }));
    expect(onTranslate).toHaveBeenCalledTimes(1);
    rerender(
      <ol>
        <MessageBubble
          message={{ ...theirs!, translation: 'Merhaba!' }}
          mine={false}
          peerReadSeq={0}
          onTranslate={onTranslate}
          now={NOW}
        />
      </ol>,
    );
    expect(await screen.findByText('Merhaba!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show original' }));
    expect(screen.queryByText('Merhaba!')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Translate' }));
    expect(screen.getByText('Merhaba!')).toBeInTheDocument();
    expect(onTranslate).toHaveBeenCalledTimes(1);
  });
});
