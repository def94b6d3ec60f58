import {
  TELEMETRY_HEADER,
  getCheckMobile,
  getCheckUserSetPassword,
  postCheckCode,
  postMobilePasswordLogin,
  postPhoneLogin,
  postSendCode,
  postUpdateMobilePassword,
  type Endpoint,
} from '@aura/contracts';
import type { FastifyInstance } from 'fastify';
import { route, type Call, type ProtocolServices } from '../../protocol/route.ts';
import type { PhoneCaller, PhoneService } from './service.ts';

function callerOf(call: Call<Endpoint>): PhoneCaller {
  // request.ip honours X-Forwarded-For only when TRUST_PROXY is set.
  return {
    deviceId: call.envelope.deviceId,
    ip: call.request.ip,
    session: call.session,
    log: call.request.log,
  };
}

/** Phone sign-in and sign-up, passwords and resets (spec §4 "Phone login", §7 mobile calls). */
export function phoneRoutes(app: FastifyInstance, protocol: ProtocolServices, phone: PhoneService): void {
  route(app, protocol, getCheckMobile, (call) => phone.checkMobile(call.params.mobile, callerOf(call)));

  route(app, protocol, postSendCode, (call) => {
    const telemetry = call.request.headers[TELEMETRY_HEADER];
    return phone.sendCode(
      { ...call.params, ...(typeof telemetry === 'string' ? { telemetry } : {}) },
      callerOf(call),
    );
  });

  route(app, protocol, postCheckCode, (call) => phone.checkCode(call.params, callerOf(call)));

  route(app, protocol, postPhoneLogin, (call) => phone.login(call.params, callerOf(call)));

  route(app, protocol, postMobilePasswordLogin, (call) => phone.passwordLogin(call.params, callerOf(call)));

  route(app, protocol, postUpdateMobilePassword, (call) => phone.updatePassword(call.params, callerOf(call)));

  route(app, protocol, getCheckUserSetPassword, (call) => phone.hasPassword(call.session.userId));
}
