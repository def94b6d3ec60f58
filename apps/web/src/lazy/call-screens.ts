// The call's bell, screen and outcome: a chunk of its own, loaded when a call starts or rings. Imported with
// import() only, never statically.
export { CallOverlay } from '@aura/rtc-call';
