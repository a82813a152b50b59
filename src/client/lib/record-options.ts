import { useQuery } from '@tanstack/react-query';
import { CustomerPageSchema } from '../../shared/customers.js';
import { ProjectPageSchema } from '../../shared/projects.js';
import { apiRequest } from './api-client.js';

/** The user's customers, as choices for an editor's customer field. */
export function useCustomerOptions() {
  return useQuery({
    queryKey: ['customers', 'options'],
    queryFn: () => apiRequest('/api/v1/customers?pageSize=100', { schema: CustomerPageSchema }),
    select: (page) => page.items.map((c) => ({ value: c.id, label: c.name })),
  });
}

/** Projects to choose from: once a customer is chosen, only that customer's. */
export function useProjectOptions(customerId: string | null) {
  return useQuery({
    queryKey: ['projects', 'options', customerId],
    queryFn: () =>
      apiRequest(`/api/v1/projects?pageSize=100${customerId ? `&customerId=${customerId}` : ''}`, { schema: ProjectPageSchema }),
    select: (page) => page.items.map((p) => ({ value: p.id, label: [p.projectNumber, p.name].filter(Boolean).join(' ') })),
  });
}
