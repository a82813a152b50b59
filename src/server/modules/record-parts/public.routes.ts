import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../app.js';
import { createRouter } from '../../http/context.js';
import { fail, openToAnyone } from '../../http/openapi.js';
import { sendFile } from '../../http/send-file.js';
import { TOKEN_SHAPE } from '../../security/tokens.js';
import { publicCalendarRoutes } from '../calendar-feeds/calendar-feeds.routes.js';
import { publicReceiptRoutes } from '../receipts/receipts.routes.js';
import { readPublicDocument } from './documents.service.js';

/** Files and receipts made public, opened by their unguessable link without signing in. */
export function publicRoutes(deps: AppDeps) {
  const router = createRouter();
  router.openapi(
    createRoute({
      method: 'get',
      path: '/files/{token}',
      tags: ['Public'],
      ...openToAnyone,
      summary: 'A public file; 404 once it is made private',
      request: { params: z.object({ token: z.string().regex(TOKEN_SHAPE, { error: 'File not found' }) }) },
      responses: {
        200: { description: 'The file' },
        404: fail('No such public file'),
      },
    }),
    async (c) => {
      const file = await readPublicDocument({ db: deps.database.db, store: deps.store }, c.req.valid('param').token);
      return sendFile(c, file, { inline: true });
    },
  );
  publicReceiptRoutes(deps, router);
  publicCalendarRoutes(deps, router);
  return router;
}
