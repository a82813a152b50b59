import { pageSchema } from '../../../../shared/list.js';
import { TimecardSchema } from '../../../../shared/timecards.js';
import { recordApi } from '../../../lib/record-api.js';

/**
 * `/api/v1/timecards`: read one and bulk delete (a save is an outbox write: save-time-entry.ts). Its
 * keys prefix the week and the timer too, so any change refreshes both.
 */
export const timecardsApi = recordApi('timecards', { record: TimecardSchema, page: pageSchema(TimecardSchema) });
