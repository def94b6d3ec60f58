import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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

  it('tells when the partner is on screen: their video playing, or no video coming (the card shows)', () => {
    const streams = new MatchStreams();
    const onPartnerShown = vi.fn();
    renderWithMatching(<MatchVideo streams={streams} partnerName="Noor" onPartnerShown={onPartnerShown} />);
    act(() => streams.set({ local: stream('local'), remote: stream('remote') }));
    expect(onPartnerShown).not.toHaveBeenCalled();
    fireEvent.playing(screen.getByLabelText('Your camera'));
    expect(onPartnerShown).not.toHaveBeenCalled();
    fireEvent.playing(screen.getByLabelText('Video of Noor'));
    expect(onPartnerShown).toHaveBeenLastCalledWith(true);
    act(() => {
      streams.clear();
      streams.set({ unavailable: true });
    });
    expect(onPartnerShown).toHaveBeenLastCalledWith(false);
  });
});
