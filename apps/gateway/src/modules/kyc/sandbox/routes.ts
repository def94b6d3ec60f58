// The sandbox KYC provider on the gateway (/kyc-sandbox/…): its API (`POST /v1/sessions`, as Veriff's) and its
// hosted page. Outside production only, like the other sandboxes.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PROFILE_LIMITS } from '@aura/contracts';
import { multipartFields } from './multipart.ts';
import { documentPage, overPage } from './pages.ts';
import { SANDBOX_KYC_PATH, type SandboxKyc } from './service.ts';

const html = (reply: FastifyReply, page: string, code = 200) =>
  reply.code(code).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);

export async function sandboxKycRoutes(app: FastifyInstance, sandbox: SandboxKyc): Promise<void> {
  const base = SANDBOX_KYC_PATH;
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, body),
    );
    // A photo of a document, with room for the form's other fields.
    scope.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'buffer', bodyLimit: PROFILE_LIMITS.maxImageBytes + 64 * 1024 },
      (_request, body, done) => done(null, body),
    );

    scope.post(`${base}/v1/sessions`, async (request, reply) => {
      const result = sandbox.createSession(
        request.headers,
        typeof request.body === 'string' ? request.body : '',
      );
      return reply.code(result.status).send(result.body);
    });

    scope.get<{ Params: { id: string } }>(`${base}/v/:id`, async (request, reply) => {
      const session = sandbox.session(request.params.id);
      if (!session) return html(reply, overPage(undefined), 404);
      return session.status === 'created'
        ? html(reply, documentPage(session))
        : html(reply, overPage(session));
    });

    scope.post<{ Params: { id: string } }>(`${base}/v/:id`, async (request, reply) => {
      const session = sandbox.session(request.params.id);
      if (!session) return html(reply, overPage(undefined), 404);
      const fields = Buffer.isBuffer(request.body)
        ? multipartFields(request.body, request.headers['content-type'] ?? '')
        : undefined;
      const text = (name: string) => fields?.get(name)?.toString('utf8').slice(0, 100) ?? '';
      const photo = fields?.get('photo');
      const result = await sandbox.submit(session.id, {
        documentType: text('documentType'),
        dateOfBirth: text('dateOfBirth'),
        expired: text('expired') === 'yes',
        photo,
      });
      if ('errors' in result) {
        return session.status === 'created'
          ? html(reply, documentPage(session, result.errors), 422)
          : html(reply, overPage(session), 409);
      }
      return reply.redirect(session.callback, 303);
    });
  });
}
