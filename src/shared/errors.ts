import { z } from 'zod';

/** Error codes of the API; the server maps each to one HTTP status. */
export const appErrorCodes = [
  'NOT_FOUND',
  'VALIDATION_FAILED',
  'CONFLICT',
  'PRECONDITION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'INTERNAL',
  'UNAVAILABLE',
] as const;
export const AppErrorCodeSchema = z.enum(appErrorCodes);
export type AppErrorCode = z.infer<typeof AppErrorCodeSchema>;

/** The one error shape every API error answer has. */
export const ErrorBodySchema = z.object({
  error: z.object({
    code: AppErrorCodeSchema,
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
