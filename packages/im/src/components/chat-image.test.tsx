import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithIm } from '../../test/render.tsx';
import { SAMPLE_PHOTO } from '../testing/fixtures.ts';
import { ChatImage } from './chat-image.tsx';

describe('ChatImage', () => {
  it('shows the thumbnail, which opens the photo full size', async () => {
    const image = SAMPLE_PHOTO.image!;
    const { user } = renderWithIm(<ChatImage image={image} />);
    const open = await screen.findByRole('button', { name: 'Open the photo' });
    expect(screen.getByRole('img', { name: 'Photo' })).toHaveAttribute('src', image.thumbUrl);
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Photo' });
    expect(dialog.querySelector('img')).toHaveAttribute('src', image.url);
  });
});
