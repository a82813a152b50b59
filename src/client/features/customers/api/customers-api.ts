import { CustomerPageSchema, CustomerSchema } from '../../../../shared/customers.js';
import { recordApi } from '../../../lib/record-api.js';

/** `/api/v1/customers`. */
export const customersApi = recordApi('customers', { record: CustomerSchema, page: CustomerPageSchema });
