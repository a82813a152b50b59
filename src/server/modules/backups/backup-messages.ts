/**
 * What a backup or a restore says when it cannot go on: the server's words, which the page shows as
 * they come (nothing in the account changes when a restore is refused).
 */
export const backupMessages = {
  fileRequired: 'Choose a backup file (.zip) to restore',
  tooLarge: (mb: number) => `This backup is larger than ${mb} MB, the most this server takes`,
  notZip: 'This file is not a complete backup: it is not a zip, or it ends early or is damaged',
  noManifest: 'This file is not a backup of this app: it has no valid manifest.json',
  newerFormat: (format: number) => `This backup was made by a newer version of the app (backup format ${format}); update the app to restore it`,
  tampered: (path: string) => `This backup was changed after it was made: ${path} does not match its manifest`,
  missingEntry: (path: string) => `This backup is incomplete: ${path} is missing`,
  badRecords: (path: string) => `This backup cannot be read: ${path} is not a list of records`,
  badFileKey: (key: string) => `This backup cannot be restored: it names a file "${key}" outside the account`,
  notReady: 'This backup is not ready yet',
  restoreRunning: 'A restore is already under way; wait for it to finish',
} as const;
