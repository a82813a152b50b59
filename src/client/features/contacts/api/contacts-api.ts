import { ContactPageSchema, ContactSchema } from '../../../../shared/contacts.js';
import { recordApi } from '../../../lib/record-api.js';

/** `/api/v1/contacts`. */
export const contactsApi = recordApi('contacts', { record: ContactSchema, page: ContactPageSchema });
