import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMatching } from '../../test/render.tsx';
import { MatchStreams } from '../video.ts';
import { MatchVideo } from './match-video.tsx';

const stream = (id: string) => ({ id }) as unknown as MediaStream;

describe('MatchVideo', () => {
  it('shows nothing before the media runs, then the partner and this side’s camera as they arrive', () => {
    const streams = new MatchStreams();
    const { container } = renderWithMatching(<MatchVideo streams={streams} partnerName="Noor" />);
    expect(container).toBeEmptyDOMElement();
    act(() => streams.set({ local: stream('local') }));
    const self = screen.getByLabelText('Your camera') as HTMLVideoElement;
    expect(self.srcObject).toEqual(stream('local'));
    expect(self.muted).toBe(true);
    act(() => streams.set({ remote: stream('remote') }));
    expect((screen.getByLabelText('Video of Noor') as HTMLVideoElement).srcObject).toEqual(stream('remote'));
    act(() => streams.clear());
    expect(container).toBeEmptyDOMElement();
  });
});
