import {
  ContactInputSchema,
  ContactListQuerySchema,
  ContactPageSchema,
  ContactPatchSchema,
  ContactSchema,
} from '../../../shared/contacts.js';
import type { AppDeps } from '../../app.js';
import { recordRoutes } from '../record-parts/record-routes.js';
import * as contacts from './contacts.service.js';

/** `/api/v1/contacts`. */
export const contactRoutes = (deps: AppDeps) =>
  recordRoutes(deps, {
    recordType: 'contact',
    tag: 'Contacts',
    schemas: {
      listQuery: ContactListQuerySchema,
      input: ContactInputSchema,
      patch: ContactPatchSchema,
      record: ContactSchema,
      page: ContactPageSchema,
    },
    list: contacts.listContacts,
    get: contacts.getContact,
    create: contacts.createContact,
    update: contacts.updateContact,
  });
