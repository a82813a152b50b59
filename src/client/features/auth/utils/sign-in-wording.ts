import { messages } from '../../../../shared/messages.js';
import type { Rewording } from '../../../lib/form-errors.js';

/** The sign-in and forgot-password forms use the spec's shorter wording for an empty field. */
export const signInWording: Rewording = { [messages.fieldRequired]: messages.fieldIsRequired };
