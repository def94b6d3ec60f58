import * as tables from './schema.ts';
import { gatewayModule } from '../../module.ts';
import type { ProtocolServices } from '../../protocol/route.ts';
import { mediaCommands } from './commands.ts';
import { mediaRoutes } from './routes.ts';
import type { MediaService } from './service.ts';
import type { SnapshotService } from './snapshots.ts';

/** Uploads, the file storage and their review (docs/profiles.md). */
export const mediaModule = gatewayModule({
  name: 'media',
  routes: (
    app,
    {
      services,
    }: { services: { protocol: ProtocolServices; media: MediaService; snapshots: SnapshotService } },
  ) => mediaRoutes(app, services.protocol, services.media, services.snapshots),
  commands: mediaCommands,
  schema: tables,
});

export { MediaService, APPROVED_CACHE, PRIVATE_CACHE } from './service.ts';
export { FsStorage, type FileStorage } from './storage.ts';
export { S3Storage, type S3Options } from './s3-storage.ts';
export { MediaUrls, mediaUrlKey } from './urls.ts';
export { NsfwjsScreen, RISKY, type NsfwScreen } from './prescreen.ts';
export { mediaFiles, callSnapshots } from './schema.ts';
export { SnapshotService, snapshotKeyOf } from './snapshots.ts';
export { SnapshotRetention } from './snapshot-retention.ts';
export { processImage } from './image.ts';
export { UPLOAD_BODY_LIMIT } from './routes.ts';
