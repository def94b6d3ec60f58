// The flows of one call, from its start to its end: a chunk the call saga loads when the first call starts, so that
// a first screen, which shows no call, does not carry them (docs/performance.md, "The app's first load").
export { adoptedCall } from './adopt.ts';
export { incomingCall } from './incoming.ts';
export { matchCall } from './match-call.ts';
export { outgoingCall } from './outgoing.ts';
