import dayjs from 'dayjs';
import { formatDuration } from '../../../../shared/timecards.js';
import { formatDate } from '../../../lib/format.js';

/** 'Monday 06/15/2026' for a date (YYYY-MM-DD). */
export const dayLabel = (date: string) => `${dayjs(date).format('dddd')} ${formatDate(date)}`;

/** 'Mon 06/15' for a date, where space is short (summary rows, chart axes). */
export const shortDayLabel = (date: string) => dayjs(date).format('ddd MM/DD');

/** '7h 05m' with the decimal hours exports use, '7.08 h'; a dash for none. */
export function hoursLabel(hours: number): { duration: string; decimal: string } {
  return hours ? { duration: formatDuration(hours), decimal: `${hours.toFixed(2)} h` } : { duration: '—', decimal: '' };
}

/** Project and assignment as one label: 'P-7 Audit · Kick-off', or 'No project'. */
export function projectLabel(project: { projectNumber: string; name: string } | null, assignment: string | null | undefined): string {
  const head = project ? [project.projectNumber, project.name].filter(Boolean).join(' ') : 'No project';
  return assignment ? `${head} · ${assignment}` : head;
}
