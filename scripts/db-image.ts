// `npm run db:image` (part of `npm run build`): the embedded database's first-start image, an
// empty database with every migration applied, in dist/db-image (src/server/db/image.ts).
import { fromPglite, migrateDatabase } from '../src/server/db/client';
import { buildDbImage, DB_IMAGE_DIR } from '../src/server/db/image';

const started = performance.now();
const status = await buildDbImage((client) => migrateDatabase(fromPglite(client)));
const ms = Math.round(performance.now() - started);
console.log(
  `database image: ${DB_IMAGE_DIR} ${status === 'built' ? 'built' : 'up to date'} (${ms} ms)`,
);
