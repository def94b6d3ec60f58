// The 18+ gate: a chunk of its own, loaded on a first visit only (a returning visitor confirmed it before), and
// kept apart from the sign-in screens so the gate does not bring them. Imported with import() only, never
// statically.
export { AdultGate } from '@aura/auth';
