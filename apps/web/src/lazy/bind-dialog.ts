// Binding an e-mail address or phone number: a chunk of its own (it brings the phone-number metadata), loaded when
// the dialog opens. Imported with import() only, never statically.
export { BindDialog } from '@aura/auth';
