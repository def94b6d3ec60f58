import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithIm } from '../../test/render.tsx';
import { NOW } from '../testing/fixtures.ts';
import { ChatTimeText } from './chat-time-text.tsx';

describe('ChatTimeText', () => {
  it('writes yesterday’s time with the catalog’s word, in the language shown', async () => {
    renderWithIm(<ChatTimeText at={NOW - 24 * 3_600_000} now={NOW} />);
    expect(await screen.findByText('Yesterday 15:30')).toBeInTheDocument();
  });

  it('writes today’s as HH:mm', async () => {
    renderWithIm(<ChatTimeText at={NOW - 60_000} now={NOW} />);
    expect(await screen.findByText('15:29')).toBeInTheDocument();
  });
});
