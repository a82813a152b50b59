import {
  CustomerInputSchema,
  CustomerListQuerySchema,
  CustomerPageSchema,
  CustomerPatchSchema,
  CustomerSchema,
} from '../../../shared/customers.js';
import type { AppDeps } from '../../app.js';
import { recordRoutes } from '../record-parts/record-routes.js';
import * as customers from './customers.service.js';

/** `/api/v1/customers`. */
export const customerRoutes = (deps: AppDeps) =>
  recordRoutes(deps, {
    recordType: 'customer',
    tag: 'Customers',
    schemas: {
      listQuery: CustomerListQuerySchema,
      input: CustomerInputSchema,
      patch: CustomerPatchSchema,
      record: CustomerSchema,
      page: CustomerPageSchema,
    },
    list: customers.listCustomers,
    get: customers.getCustomer,
    create: customers.createCustomer,
    update: customers.updateCustomer,
  });
