import type { RtcQuality } from './rtc-port.ts';

/** What one statistics sample says about the media path. */
export interface QualitySample {
  /** Round trip of the selected candidate pair, seconds; undefined when not measured yet. */
  roundTripSeconds: number | undefined;
  /** Packets received and lost on all inbound streams, counted since the start. */
  packetsReceived: number;
  packetsLost: number;
}

/**
 * Thresholds of the quality indicator. They follow the usual bars of real-time media: under 2 % loss and 300 ms
 * round trip a call feels live, past 8 % or 700 ms speech breaks up.
 */
const GOOD = { loss: 0.02, roundTrip: 0.3 };
const FAIR = { loss: 0.08, roundTrip: 0.7 };

/** The quality between two samples: loss over the interval (not since the start), the latest round trip. */
export function classifyQuality(previous: QualitySample | undefined, current: QualitySample): RtcQuality {
  const received = current.packetsReceived - (previous?.packetsReceived ?? 0);
  const lost = Math.max(0, current.packetsLost - (previous?.packetsLost ?? 0));
  const total = received + lost;
  const rtt = current.roundTripSeconds;
  if (total === 0 && rtt === undefined) return 'unknown';
  // Nothing arrived over a whole interval while the path is up: as bad as it gets for the viewer.
  if (total === 0) return previous ? 'poor' : 'unknown';
  const loss = lost / total;
  const roundTrip = rtt ?? 0;
  if (loss < GOOD.loss && roundTrip < GOOD.roundTrip) return 'good';
  if (loss < FAIR.loss && roundTrip < FAIR.roundTrip) return 'fair';
  return 'poor';
}

/** Reads one sample from RTCPeerConnection.getStats(). */
export function sampleFromStats(report: RTCStatsReport): QualitySample {
  let roundTripSeconds: number | undefined;
  let packetsReceived = 0;
  let packetsLost = 0;
  report.forEach((stat: Record<string, unknown>) => {
    if (stat.type === 'candidate-pair' && stat.state === 'succeeded' && stat.nominated) {
      if (typeof stat.currentRoundTripTime === 'number') roundTripSeconds = stat.currentRoundTripTime;
    } else if (stat.type === 'inbound-rtp') {
      packetsReceived += typeof stat.packetsReceived === 'number' ? stat.packetsReceived : 0;
      packetsLost += typeof stat.packetsLost === 'number' ? stat.packetsLost : 0;
    }
  });
  return { roundTripSeconds, packetsReceived, packetsLost };
}
