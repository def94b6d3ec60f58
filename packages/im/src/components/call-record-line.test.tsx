import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithIm } from '../../test/render.tsx';
import { SAMPLE_CALL_RECORDS } from '../testing/fixtures.ts';
import { CallRecordLine } from './call-record-line.tsx';

const [video, voice] = SAMPLE_CALL_RECORDS.map((message) => message.call!);

describe('CallRecordLine', () => {
  it('shows an answered call with its duration (spec §3 mm:ss)', async () => {
    renderWithIm(<CallRecordLine call={video!} mine />);
    expect(await screen.findByText('Video call · 01:15')).toBeInTheDocument();
  });

  it('shows an unanswered call as each side saw it end', async () => {
    const { unmount } = renderWithIm(<CallRecordLine call={voice!} mine={false} />);
    expect(await screen.findByText('Voice call · Missed')).toBeInTheDocument();
    unmount();
    renderWithIm(<CallRecordLine call={voice!} mine />);
    expect(await screen.findByText('Voice call · Cancelled')).toBeInTheDocument();
  });
});
