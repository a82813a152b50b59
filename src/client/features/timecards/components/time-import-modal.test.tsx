import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TimeImportSummary } from '../../../../shared/time-imports.js';
import { AppProvider } from '../../../app/provider.js';
import { ApiError } from '../../../lib/api-error.js';
import { uploadFiles } from '../../../lib/api-client.js';
import { json, stubFetch, testProfile } from '../../../test/fetch-stub.js';
import { useWeek } from '../api/get-week.js';
import { TimeImportModal } from './time-import-modal.js';

// The upload goes by XMLHttpRequest (for its progress), which the fetch stub does not see.
vi.mock('../../../lib/api-client.js', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../../lib/api-client.js')>()), uploadFiles: vi.fn() }));
const upload = vi.mocked(uploadFiles);

const WEEK = '/api/v1/timecards/week';
const summary: TimeImportSummary = {
  tool: 'clockify',
  zone: 'Europe/Berlin',
  dateFormat: 'MM/DD/YYYY',
  entries: 4,
  alreadyImported: 1,
  newCustomers: 2,
  newProjects: 1,
  newCustomerNames: ['Acme, Inc.', 'Initech'],
  newProjectNames: ['Website'],
  problemCount: 1,
  problems: [{ row: 6, message: '2026-03-29 02:30:00 does not exist in Europe/Berlin: the clocks skip it' }],
};

/** The week on screen beside the dialog, as on the Timecards page: it shows how often it was read. */
function WeekProbe() {
  const week = useWeek('2026-03-27');
  return <output aria-label="Week reads">{week.dataUpdatedAt ? 'read' : 'waiting'}</output>;
}

function renderModal(onClose = vi.fn()) {
  render(
    <AppProvider env="test">
      <WeekProbe />
      <TimeImportModal onClose={onClose} />
    </AppProvider>,
  );
  return onClose;
}

const ZONE = "Time zone of the file's times";
/** Types the zone into the searchable list (fewer options to search than the whole list) and picks it. */
const pickZone = async (user: ReturnType<typeof userEvent.setup>, zone: string) => {
  const box = screen.getByRole('combobox', { name: ZONE });
  await user.clear(box);
  await user.type(box, zone);
  await user.click(within(screen.getByRole('listbox', { name: ZONE })).getByRole('option', { name: zone }));
};

const csv = () => new File(['Project,Client,Description\r\n'], 'clockify.csv', { type: 'text/csv' });
const chooseFile = async (user: ReturnType<typeof userEvent.setup>) => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await user.upload(input, csv());
};

describe('the import dialog', () => {
  let weekReads = 0;
  beforeEach(() => {
    weekReads = 0;
    upload.mockReset();
    stubFetch({
      'GET /api/v1/account/profile': () => json(testProfile),
      [`GET ${WEEK}`]: () => {
        weekReads += 1;
        return json({ weekStart: '2026-03-23', days: [], entries: [], daily: [], projects: [], totals: { labor: 0, travel: 0 } });
      },
    });
  });

  it("previews the file in the user's zone or the one chosen, then imports it and reads the week again", async () => {
    const user = userEvent.setup();
    upload.mockResolvedValueOnce(summary).mockResolvedValueOnce({ ...summary, alreadyImported: 1 });
    const onClose = renderModal();
    // The user's zone (London, in the profile) until another is chosen.
    await waitFor(() => expect(screen.getByRole('combobox', { name: ZONE })).toHaveValue('Europe/London'));
    expect(screen.getByRole('button', { name: 'Preview' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();

    await chooseFile(user);
    await pickZone(user, 'Europe/Berlin');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(upload).toHaveBeenCalledWith('/api/v1/timecards/imports/preview', expect.objectContaining({ field: 'file', fields: { zone: 'Europe/Berlin' } }));
    expect(upload.mock.calls[0]?.[1].files[0]?.name).toBe('clockify.csv');
    for (const text of ['Clockify export, dates read as MM/DD/YYYY, times in Europe/Berlin', '4 entries to import', '1 entry already imported', '2 new customers: Acme, Inc., Initech', '1 new project: Website']) {
      expect(within(preview).getByText(text)).toBeInTheDocument();
    }
    expect(within(preview).getByText('1 row with problems, left out')).toBeInTheDocument();
    expect(within(preview).getByText('Row 6: 2026-03-29 02:30:00 does not exist in Europe/Berlin: the clocks skip it')).toBeInTheDocument();

    await waitFor(() => expect(weekReads).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('4 time entries imported')).toBeInTheDocument();
    expect(upload).toHaveBeenLastCalledWith('/api/v1/timecards/imports', expect.objectContaining({ fields: { zone: 'Europe/Berlin' } }));
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(weekReads).toBe(2));
  });

  it("shows why a file cannot be imported, and a new file or zone needs a new preview", async () => {
    const user = userEvent.setup();
    upload.mockRejectedValueOnce(new ApiError(400, 'VALIDATION_FAILED', 'The file has more than 10,000 entries. Export a shorter period and import it in parts.'));
    upload.mockResolvedValueOnce(summary);
    renderModal();
    await chooseFile(user);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('The file has more than 10,000 entries. Export a shorter period and import it in parts.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByRole('region', { name: 'Preview' });
    expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled();
    await pickZone(user, 'Asia/Tokyo');
    expect(screen.queryByRole('region', { name: 'Preview' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  });
});
