import {
  PROFILE_LIMITS,
  PROTOCOL_ERRORS,
  getSnapshotConfig,
  postDeleteAlbumPic,
  postVideoSnapshot,
  postUploadImage,
  postUploadVideo,
} from '@aura/contracts';
import type { FastifyInstance } from 'fastify';
import { route, type ProtocolServices } from '../../protocol/route.ts';
import type { MediaService } from './service.ts';
import type { SnapshotService } from './snapshots.ts';
import { MEDIA_PATH, VARIANTS, type Variant } from './urls.ts';

/**
 * An image travels in base64 inside the (possibly sealed, so base64 again) JSON body: a 5 MB image with some room
 * to be refused by its size with the spec's words rather than by the body limit. Bigger bodies get a 413.
 */
export const UPLOAD_BODY_LIMIT =
  Math.ceil(PROFILE_LIMITS.maxImageBytes * (4 / 3) * (4 / 3)) + 2 * 1024 * 1024;

/** The same for a video of `PROFILE_LIMITS.maxVideoBytes`. */
export const VIDEO_BODY_LIMIT = Math.ceil(PROFILE_LIMITS.maxVideoBytes * (4 / 3) * (4 / 3)) + 2 * 1024 * 1024;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Uploads and deletes (protocol v1), and the files themselves at `/media/<id>/<variant>.webp`. */
export function mediaRoutes(
  app: FastifyInstance,
  protocol: ProtocolServices,
  media: MediaService,
  snapshots: SnapshotService,
): void {
  route(app, protocol, getSnapshotConfig, () => snapshots.config());
  route(
    app,
    protocol,
    postVideoSnapshot,
    ({ session, params }) => snapshots.take(session.userId, params.roomNum, params.image),
    { bodyLimit: UPLOAD_BODY_LIMIT },
  );
  route(app, protocol, postUploadImage, ({ session, params }) => media.upload(session.userId, params.image), {
    bodyLimit: UPLOAD_BODY_LIMIT,
  });
  route(
    app,
    protocol,
    postUploadVideo,
    ({ session, params }) => media.uploadVideo(session.userId, params.video),
    {
      bodyLimit: VIDEO_BODY_LIMIT,
    },
  );
  route(app, protocol, postDeleteAlbumPic, async ({ session, params }) => {
    await media.remove(session.userId, params.id);
    return { deleted: true as const };
  });

  app.get<{ Params: { id: string; file: string }; Querystring: { t?: string } }>(
    `${MEDIA_PATH}/:id/:file`,
    async (request, reply) => {
      const { id, file } = request.params;
      const token = typeof request.query.t === 'string' ? request.query.t : undefined;
      const variant =
        file === 'video.webm' || file === 'video.mp4' ? 'video' : (file.replace(/\.webp$/, '') as Variant);
      const known = variant === 'video' || (file.endsWith('.webp') && VARIANTS.includes(variant));
      const served = UUID.test(id) && known ? await media.serve(id, variant, token) : undefined;
      if (!served) {
        return reply
          .code(404)
          .header('cache-control', 'no-store')
          .send({ code: PROTOCOL_ERRORS.notFound, message: 'No such file.', data: null });
      }
      return reply
        .header('content-type', served.contentType)
        .header('cache-control', served.cacheControl)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(served.bytes);
    },
  );
}
