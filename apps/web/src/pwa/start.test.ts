import { configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { answerWhenRinging } from './start.ts';

interface Call {
  phase: string;
  record?: { roomNum: string };
}

/** A store with the call package's slice name and its `answerPressed`, recording what was pressed. */
function callStore(initial: Call) {
  const pressed: string[] = [];
  const call = createSlice({
    name: 'call',
    initialState: initial,
    reducers: {
      changed: (_state, action: PayloadAction<Call>) => action.payload,
      answerPressed: (state) => {
        pressed.push(state.record?.roomNum ?? '');
      },
    },
  });
  const store = configureStore({ reducer: { call: call.reducer } });
  return { store, pressed, changed: call.actions.changed };
}

describe('answering from a tapped call notification', () => {
  it('presses answer once the bell of that room rings, and once only', () => {
    const { store, pressed, changed } = callStore({ phase: 'idle' });
    answerWhenRinging(store, 'room-1');
    expect(pressed).toEqual([]);
    store.dispatch(changed({ phase: 'incoming', record: { roomNum: 'room-1' } }));
    store.dispatch(changed({ phase: 'incoming', record: { roomNum: 'room-1' } }));
    expect(pressed).toEqual(['room-1']);
  });

  it('answers at once when it rings already, and leaves another call’s bell alone', () => {
    const ringing = callStore({ phase: 'incoming', record: { roomNum: 'room-2' } });
    answerWhenRinging(ringing.store, 'room-2');
    expect(ringing.pressed).toEqual(['room-2']);

    const other = callStore({ phase: 'idle' });
    answerWhenRinging(other.store, 'room-3');
    other.store.dispatch(other.changed({ phase: 'incoming', record: { roomNum: 'room-4' } }));
    other.store.dispatch(other.changed({ phase: 'incoming', record: { roomNum: 'room-3' } }));
    expect(other.pressed).toEqual([]);
  });
});
