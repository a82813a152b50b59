import { type Session, SessionSchema } from '../../shared/account.js';
import { apiRequest } from './api-client.js';

/** The signed-in user's session, or null: Auth.js answers `null` when there is none. */
export function fetchSession(): Promise<Session | null> {
  return apiRequest('/api/auth/session', { schema: SessionSchema.nullable() });
}
