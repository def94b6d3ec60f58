import { z } from 'zod';

/** Call action codes (spec §4). Launch is a call of its own and has no code. */
export const CALL_ACTIONS = {
  cancel: 2,
  answer: 3,
  notifyStart: 4,
  refuse: 5,
  timeout: 6,
  hangup: 7,
  notifyJoin: 8,
  notifyEnd: 100,
} as const;
export type CallActionName = keyof typeof CALL_ACTIONS;
export type CallActionCode = (typeof CALL_ACTIONS)[CallActionName];
export const callActionCodeSchema = z.literal(Object.values(CALL_ACTIONS));

/** Actions that are skipped when there is no room number. */
export const ROOM_REQUIRED_CALL_ACTIONS: readonly CallActionCode[] = [
  CALL_ACTIONS.cancel,
  CALL_ACTIONS.answer,
  CALL_ACTIONS.refuse,
  CALL_ACTIONS.timeout,
  CALL_ACTIONS.hangup,
];

export const CALL_ROLES = ['caller', 'callee'] as const;
export type CallRole = (typeof CALL_ROLES)[number];

/** How a call can end (spec §4). */
export const CALL_OUTCOMES = [
  'connected',
  'hungUp',
  'missed',
  'declined',
  'cancelledByCaller',
  'notAnswered',
  'busy',
] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

/** How an audio call's switch to video can end (spec §4). */
export const VIDEO_UPGRADE_OUTCOMES = [
  'invited',
  'accepted',
  'declined',
  'cancelledByCaller',
  'cancelledByCallee',
  'failedInsufficientCoins',
] as const;
export type VideoUpgradeOutcome = (typeof VIDEO_UPGRADE_OUTCOMES)[number];

export const MATCH_STATES = ['matching', 'cancelled', 'matched'] as const;
export type MatchState = (typeof MATCH_STATES)[number];
