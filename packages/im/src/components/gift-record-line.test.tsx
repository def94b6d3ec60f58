import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithIm } from '../../test/render.tsx';
import { GiftRecordLine } from './gift-record-line.tsx';

const rose = { giftId: 'rose', name: 'Rose', icon: '🌹' };

describe('GiftRecordLine', () => {
  it('says who sent which gift', async () => {
    const { unmount } = renderWithIm(<GiftRecordLine gift={rose} mine />);
    expect(await screen.findByText(/You sent Rose/)).toBeInTheDocument();
    unmount();
    renderWithIm(<GiftRecordLine gift={rose} mine={false} />);
    expect(await screen.findByText(/Sent you Rose/)).toBeInTheDocument();
  });
});
