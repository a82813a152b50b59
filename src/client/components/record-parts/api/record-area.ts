/** The API areas whose records carry notes and documents, as named in `/api/v1/<area>`. */
export type RecordArea = 'customers' | 'contacts' | 'projects' | 'assignments' | 'timecards' | 'trips' | 'reservations' | 'receipts' | 'rewards' | 'tasks';

/** `/api/v1/<area>/<recordId>`, the base of a record's notes and documents. */
export const recordPath = (area: RecordArea, recordId: string) => `/api/v1/${area}/${encodeURIComponent(recordId)}`;

/** Query keys of a record's parts; they live under the area's own key so deleting the record clears them. */
export const recordPartKey = (area: RecordArea, recordId: string, part: 'notes' | 'documents') =>
  [area, 'parts', recordId, part] as const;
