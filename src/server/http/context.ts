import { OpenAPIHono } from '@hono/zod-openapi';
import type { RequestIdVariables } from 'hono/request-id';
import { AppError } from '../errors.js';

/** Variables every request carries through the middleware chain. */
export type AppEnv = { Variables: RequestIdVariables };

/** A router whose request validation failures answer in the one error shape with the spec's texts. */
export function createRouter(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw AppError.fromZod(result.error);
    },
  });
}
