import { describe, expect, it } from 'vitest';
import { classifyQuality, sampleFromStats, type QualitySample } from './quality.ts';

const sample = (received: number, lost: number, rtt?: number): QualitySample => ({
  packetsReceived: received,
  packetsLost: lost,
  roundTripSeconds: rtt,
});

describe('classifyQuality', () => {
  it('is unknown before anything was measured', () => {
    expect(classifyQuality(undefined, sample(0, 0))).toBe('unknown');
  });

  it('judges the loss of the last interval, not since the start', () => {
    const bad = sample(1000, 200, 0.05);
    // 1000 more packets with no new loss: good now, whatever happened before.
    expect(classifyQuality(bad, sample(2000, 200, 0.05))).toBe('good');
    expect(classifyQuality(sample(1000, 0, 0.05), sample(2000, 50, 0.05))).toBe('fair');
    expect(classifyQuality(sample(1000, 0, 0.05), sample(2000, 200, 0.05))).toBe('poor');
  });

  it('lets a long round trip lower the grade', () => {
    expect(classifyQuality(sample(0, 0), sample(1000, 0, 0.5))).toBe('fair');
    expect(classifyQuality(sample(0, 0), sample(1000, 0, 1.2))).toBe('poor');
  });

  it('calls an interval in which nothing arrived poor', () => {
    expect(classifyQuality(sample(500, 0, 0.05), sample(500, 0, 0.05))).toBe('poor');
  });
});

describe('sampleFromStats', () => {
  it('reads the nominated pair round trip and sums inbound streams', () => {
    const report = new Map<string, Record<string, unknown>>([
      ['p1', { type: 'candidate-pair', state: 'succeeded', nominated: true, currentRoundTripTime: 0.12 }],
      ['p2', { type: 'candidate-pair', state: 'waiting', nominated: false, currentRoundTripTime: 9 }],
      ['a', { type: 'inbound-rtp', kind: 'audio', packetsReceived: 100, packetsLost: 2 }],
      ['v', { type: 'inbound-rtp', kind: 'video', packetsReceived: 300, packetsLost: 1 }],
      ['o', { type: 'outbound-rtp', packetsSent: 999 }],
    ]);
    expect(sampleFromStats(report as unknown as RTCStatsReport)).toEqual({
      roundTripSeconds: 0.12,
      packetsReceived: 400,
      packetsLost: 3,
    });
  });
});
