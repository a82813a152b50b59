import { pageSchema } from '../../../../shared/list.js';
import { TimecardSavedSchema, TimecardSchema } from '../../../../shared/timecards.js';
import { recordApi } from '../../../lib/record-api.js';

/**
 * `/api/v1/timecards`: save (answers carry warnings: too long, overlapping) and bulk delete. Its
 * keys prefix the week and the timer too, so any change refreshes both.
 */
export const timecardsApi = recordApi('timecards', { record: TimecardSavedSchema, page: pageSchema(TimecardSchema) });
