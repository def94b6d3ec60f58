import { BUSINESS_CODES } from '@aura/contracts';
import { GatewayError } from '../../protocol/errors.ts';

export function callError(code: number, message: string): GatewayError {
  return new GatewayError(code, message);
}

export const callNotFound = () => callError(BUSINESS_CODES.callNotFound, 'No such call.');
