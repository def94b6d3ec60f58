import type { ConsentOutcome } from './record.ts';

/** What a visitor chose on the first layer or the Manage layer, before it becomes a TC string. */
export interface ConsentChoice {
  outcome: ConsentOutcome;
  purposes: number[];
  vendors: number[];
  specialFeatures: number[];
}
