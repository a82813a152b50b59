import dayjs from 'dayjs';

/** An instant or a date as the spec shows dates: MM/DD/YYYY, in the browser's zone. */
export const formatDate = (value: string | Date) => dayjs(value).format('MM/DD/YYYY');

const UNITS = ['bytes', 'KB', 'MB', 'GB'] as const;

/** A size in bytes for people: '512 bytes', '1.5 KB', '12 MB'. */
export function formatFileSize(bytes: number): string {
  let size = bytes;
  let unit = 0;
  while (size >= 1024 && unit < UNITS.length - 1) {
    size /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || size >= 10 ? 0 : 1;
  return `${size.toFixed(digits)} ${UNITS[unit] ?? 'bytes'}`;
}
