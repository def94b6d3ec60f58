import { getPublicKey, getServerTime } from '@aura/contracts';
import type { FastifyInstance } from 'fastify';
import type { KeyRing } from '../../protocol/keys.ts';
import { route, type ProtocolServices } from '../../protocol/route.ts';

export function systemRoutes(app: FastifyInstance, services: ProtocolServices, keyRing: KeyRing): void {
  route(app, services, getPublicKey, () => ({
    kid: keyRing.current.kid,
    algorithm: 'RSA-OAEP-256' as const,
    publicKey: keyRing.current.publicKeyPem,
  }));

  route(app, services, getServerTime, ({ session }) => ({
    serverTime: services.now(),
    ...(session ? { userId: String(session.userId) } : {}),
  }));
}
