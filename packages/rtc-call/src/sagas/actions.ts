import { call } from 'redux-saga/effects';
import type { CallApi } from '../ports.ts';
import type { CallDependencies } from './context.ts';

/**
 * A call action whose answer changes nothing here: the outcome is already decided on this side (hung up,
 * cancelled), and the server ends the call at its own deadline when the action does not arrive. A failure is
 * logged, not shown.
 */
export function* quietAction(deps: CallDependencies, name: Parameters<CallApi['action']>[0], room: string) {
  try {
    yield call([deps.api, deps.api.action], name, room);
  } catch (error) {
    console.warn(`[rtc-call] ${name} failed`, error);
  }
}
