// The sign-in screens and the session's dialogs: a chunk of their own, loaded when one of them opens (the popup
// host renders each only once the store says it shows). The phone screens are a chunk of @aura/auth's own, loaded
// when one opens. Imported with import() only, never statically.
export { LoginPopup, SessionNotices } from '@aura/auth';
