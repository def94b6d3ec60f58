import type { CurrentCall } from '@aura/contracts';
import { call } from 'redux-saga/effects';
import { adoptedCall } from './adopt.ts';
import type { CallDependencies } from './context.ts';

/**
 * A match that became a call (@aura/matching's `matching/becameCall`: this side's beginMinCall, or the partner's)
 * is shown by the call screen like any call: its meter, controls, quality and outcome. The call is read as the
 * server has it (`GET /api/call/current`), and the match video's running media of the room is taken over, so the
 * picture goes on without a new connection; without it (the camera was still being asked for) the call joins the
 * room itself. This package owns the step because it owns what comes of it; matching only says it happened.
 */
export function* matchCall(deps: CallDependencies, roomNum: string) {
  let current: CurrentCall | undefined;
  try {
    current = yield call([deps.api, deps.api.current]);
  } catch (error) {
    // The media stays where it runs (the match screen's video); the call goes on without the meter here.
    console.warn('[rtc-call] the call a match became could not be read', error);
    return;
  }
  if (!current || current.session.call.roomNum !== roomNum || current.session.call.state !== 'connected')
    return;
  yield call(adoptedCall, deps, current, deps.matchVideo?.handOver(roomNum));
}
