import { CALL_END_REASONS } from '@aura/contracts';
import { describe, expect, it } from 'vitest';
import { messageKeyOfEndReason } from './messages.ts';

describe('messageKeyOfEndReason', () => {
  it('tells only the caller, who pays, that the coins ran short', () => {
    for (const reason of ['coinsDepleted', 'insufficientCoins'] as const) {
      expect(messageKeyOfEndReason(reason, 'caller')).toBe('base:coins.insufficientForCall');
      expect(messageKeyOfEndReason(reason, 'callee')).toBeUndefined();
    }
  });

  it('says a lost connection and a side that left to both sides, and nothing beside the outcome for the other reasons', () => {
    for (const role of ['caller', 'callee'] as const) {
      expect(messageKeyOfEndReason('connectionLost', role)).toBe('base:call.connectionFailed');
      expect(messageKeyOfEndReason('left', role)).toBe('base:call.otherLeft');
      for (const reason of CALL_END_REASONS.filter(
        (name) => !['coinsDepleted', 'insufficientCoins', 'connectionLost', 'left'].includes(name),
      )) {
        expect(messageKeyOfEndReason(reason, role)).toBeUndefined();
      }
      expect(messageKeyOfEndReason(undefined, role)).toBeUndefined();
    }
  });
});
