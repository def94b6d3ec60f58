import {
  getCheckMobile,
  getCheckUserSetPassword,
  getEmailExists,
  getLoginMethods,
  getUserInfo,
  postAlreadyVerifyEmail,
  postAutoLogin,
  postBindSendCode,
  postBindVerify,
  postCheckCode,
  postCheckFormalUserEmail,
  postComplementInfo,
  postEmailAutoLogin,
  postEmailLogin,
  postEmailRegister,
  postEmailResetPassword,
  postEmailSetPassword,
  postLoginToken,
  postMobilePasswordLogin,
  postPhoneLogin,
  postSendCode,
  postSendForgetEmail,
  postSendVerifyEmail,
  postUpdateMobilePassword,
  putLogout,
  type Endpoint,
  type EndpointInput,
} from '@aura/contracts';
import type { CallOptions, ErrorPolicy, GatewayClient } from '@aura/gateway-client';

/** What a caller may add to an account call: cancelling it, or headers beside the protocol (the telemetry). */
export type AuthCallOptions = Pick<CallOptions, 'signal' | 'headers'>;

/** The call of an endpoint that takes input, under its error policy: `(client, input, options?)`. */
function withInput<E extends Endpoint, P extends ErrorPolicy>(endpoint: E, errorPolicy: P) {
  return (client: GatewayClient, input: EndpointInput<E>, options?: AuthCallOptions) =>
    client.call(endpoint, input, { ...options, errorPolicy });
}

/** The call of an endpoint without input, under its error policy: `(client, options?)`. */
function withoutInput<E extends Endpoint, P extends ErrorPolicy>(endpoint: E, errorPolicy: P) {
  return (client: GatewayClient, options?: AuthCallOptions) =>
    client.call(endpoint, {} as EndpointInput<E>, { ...options, errorPolicy });
}

/**
 * The accounts' gateway calls, each with its error policy of spec §7 ("Handling"), in one place; the sagas call
 * them as `call(authApi.postPhoneLogin, client, input)`. Every sign-in (token, auto-login, phone code or password,
 * e-mail auto-login), profile completion, user info and the phone calls of the sign-in screens reject, so the flow
 * shows the spec's message (and user info tells "no such user" from session trouble); the e-mail calls and binding
 * resolve the error, which the screens place beside their fields; logout, the login methods and
 * checkUserSetPassword swallow. Session errors raise their session events under every policy, which the session
 * sagas act on.
 */
export const authApi = {
  // Session.
  postLoginToken: withInput(postLoginToken, 'reject'),
  postAutoLogin: withInput(postAutoLogin, 'reject'),
  putLogout: withoutInput(putLogout, 'swallow'),
  getLoginMethods: withoutInput(getLoginMethods, 'swallow'),
  /** One's own info without `searchUserId`; somebody else's with it. */
  getUserInfo: (
    client: GatewayClient,
    input: EndpointInput<typeof getUserInfo> = {},
    options?: AuthCallOptions,
  ) => client.call(getUserInfo, input, { ...options, errorPolicy: 'reject' }),
  postComplementInfo: withInput(postComplementInfo, 'reject'),
  // Phone.
  getCheckMobile: withInput(getCheckMobile, 'reject'),
  postSendCode: withInput(postSendCode, 'reject'),
  postCheckCode: withInput(postCheckCode, 'reject'),
  postPhoneLogin: withInput(postPhoneLogin, 'reject'),
  postMobilePasswordLogin: withInput(postMobilePasswordLogin, 'reject'),
  postUpdateMobilePassword: withInput(postUpdateMobilePassword, 'reject'),
  getCheckUserSetPassword: withoutInput(getCheckUserSetPassword, 'swallow'),
  // E-mail.
  getEmailExists: withInput(getEmailExists, 'returnError'),
  postEmailRegister: withInput(postEmailRegister, 'returnError'),
  postSendVerifyEmail: withInput(postSendVerifyEmail, 'returnError'),
  postAlreadyVerifyEmail: withInput(postAlreadyVerifyEmail, 'returnError'),
  postEmailAutoLogin: withInput(postEmailAutoLogin, 'reject'),
  postEmailSetPassword: withInput(postEmailSetPassword, 'returnError'),
  postEmailLogin: withInput(postEmailLogin, 'returnError'),
  postSendForgetEmail: withInput(postSendForgetEmail, 'returnError'),
  postEmailResetPassword: withInput(postEmailResetPassword, 'returnError'),
  postCheckFormalUserEmail: withInput(postCheckFormalUserEmail, 'returnError'),
  // Binding an e-mail address or phone number.
  postBindSendCode: withInput(postBindSendCode, 'returnError'),
  postBindVerify: withInput(postBindVerify, 'returnError'),
};

export type AuthApi = typeof authApi;
