import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TimeImportSummarySchema } from '../../../../shared/time-imports.js';
import { uploadFiles } from '../../../lib/api-client.js';
import { timecardsApi } from './timecards-api.js';

/** A Toggl Track, Clockify or Harvest CSV export and the zone its wall-clock times are in. */
export interface TimeImportInput {
  file: File;
  zone: string;
}

const send = (path: string, { file, zone }: TimeImportInput) =>
  uploadFiles(`${timecardsApi.base}/imports${path}`, { field: 'file', files: [file], fields: { zone }, schema: TimeImportSummarySchema });

/** What importing the file would do (entries, those imported before, new customers and projects, problems); saves nothing. */
export const previewTimeImport = (input: TimeImportInput) => send('/preview', input);

/** Imports the file's entries; rows imported before are skipped. */
export const importTimeEntries = (input: TimeImportInput) => send('', input);

export function usePreviewTimeImport() {
  return useMutation({ mutationFn: previewTimeImport });
}

/** The import; the week, the timer and the customer and project choices are read again after it. */
export function useImportTimeEntries() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importTimeEntries,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: timecardsApi.keys.all }),
        client.invalidateQueries({ queryKey: ['customers'] }),
        client.invalidateQueries({ queryKey: ['projects'] }),
      ]),
  });
}
