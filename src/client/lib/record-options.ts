import { useQuery } from '@tanstack/react-query';
import { AssignmentPageSchema } from '../../shared/assignments.js';
import { CustomerPageSchema } from '../../shared/customers.js';
import { ProjectPageSchema } from '../../shared/projects.js';
import { TripPageSchema } from '../../shared/trips.js';
import { apiRequest } from './api-client.js';
import { formatDate } from './format.js';

/** The user's customers, as choices for an editor's customer field. */
export function useCustomerOptions() {
  return useQuery({
    queryKey: ['customers', 'options'],
    queryFn: () => apiRequest('/api/v1/customers?pageSize=100', { schema: CustomerPageSchema }),
    select: (page) => page.items.map((c) => ({ value: c.id, label: c.name })),
  });
}

/**
 * Projects to choose from: once a customer is chosen, only that customer's; with `search`, those
 * whose number, name or customer contains it (the server searches, so more than a page is reachable).
 */
export function useProjectOptions(customerId: string | null, search = '') {
  const params = new URLSearchParams({ pageSize: '100' });
  if (customerId) params.set('customerId', customerId);
  if (search) params.set('search', search);
  return useQuery({
    queryKey: ['projects', 'options', customerId, search],
    queryFn: () => apiRequest(`/api/v1/projects?${params.toString()}`, { schema: ProjectPageSchema }),
    select: (page) => page.items.map((p) => ({ value: p.id, label: [p.projectNumber, p.name].filter(Boolean).join(' ') })),
    // Typing a search keeps the last choices in view until the new ones arrive; another customer's do not stay.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === customerId ? previous : undefined),
  });
}

/** Assignments to choose from: a chosen project's, else a chosen customer's, else all; each says its project. */
export function useAssignmentOptions({ projectId, customerId }: { projectId: string | null; customerId: string | null }) {
  const params = new URLSearchParams({ pageSize: '100' });
  if (projectId) params.set('projectId', projectId);
  else if (customerId) params.set('customerId', customerId);
  return useQuery({
    queryKey: ['assignments', 'options', params.toString()],
    queryFn: () => apiRequest(`/api/v1/assignments?${params.toString()}`, { schema: AssignmentPageSchema }),
    select: (page) =>
      page.items.map((a) => ({
        value: a.id,
        label: a.name,
        project: a.project ? { value: a.project.id, label: [a.project.projectNumber, a.project.name].filter(Boolean).join(' ') } : null,
      })),
  });
}

/** The user's trips, most recent first, each named by its title and start date; once a customer is chosen, only that customer's. */
export function useTripOptions(customerId: string | null) {
  const params = new URLSearchParams({ pageSize: '100', sort: 'start', order: 'desc' });
  if (customerId) params.set('customerId', customerId);
  return useQuery({
    queryKey: ['trips', 'options', customerId],
    queryFn: () => apiRequest(`/api/v1/trips?${params.toString()}`, { schema: TripPageSchema }),
    select: (page) => page.items.map((t) => ({ value: t.id, label: t.start ? `${t.title} (${formatDate(t.start.local.slice(0, 10))})` : t.title })),
  });
}
