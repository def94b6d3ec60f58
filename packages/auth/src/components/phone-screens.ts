// The phone sign-in screens, a chunk of their own with the phone-number rules and metadata (libphonenumber-js):
// the login screens load it when a phone screen opens (docs/performance.md, "The app's first load"). Imported with
// import() only, never statically.
export { PhoneForgotPassword } from './phone-forgot-password.tsx';
export { PhoneLogin } from './phone-login.tsx';
export { PhonePasswordLogin } from './phone-password-login.tsx';
