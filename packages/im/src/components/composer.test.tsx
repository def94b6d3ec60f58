import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIm } from '../../test/render.tsx';
import { Composer } from './composer.tsx';

describe('Composer', () => {
  it('sends the trimmed text and empties the field; an empty one is not sent', async () => {
    const onSend = vi.fn();
    const { user } = renderWithIm(<Composer onSend={onSend} />);
    const field = await screen.findByRole('textbox', { name: 'Type a message…' });
    await user.type(field, '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    await user.type(field, ' Hi there {Enter}');
    expect(onSend).toHaveBeenCalledWith('Hi there');
    expect(field).toHaveValue('');
  });

  it('says why nothing can be sent instead of the field', async () => {
    renderWithIm(<Composer onSend={vi.fn()} disabledReason="Wait for a reply" />);
    expect(await screen.findByText('Wait for a reply')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('hands over a chosen photo', async () => {
    const onImage = vi.fn();
    const { user } = renderWithIm(<Composer onSend={vi.fn()} onImage={onImage} />);
    const photo = new File([new Uint8Array([1, 2, 3])], 'me.jpg', { type: 'image/jpeg' });
    await user.upload(await screen.findByLabelText('Send a photo'), photo);
    expect(onImage).toHaveBeenCalledWith(photo);
  });
});
