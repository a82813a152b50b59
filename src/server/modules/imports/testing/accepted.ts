import type { ImportPreview } from '../../../../shared/imports.js';

/** The preview's reservations as the save takes them: the user accepted every field. */
export const accepted = (preview: ImportPreview) =>
  preview.reservations.map((r) => ({
    type: r.type,
    provider: r.provider,
    reservationNumber: r.reservationNumber,
    status: r.status,
    startPlace: r.startPlace,
    endPlace: r.endPlace,
    flight: r.flight,
    notes: r.notes,
    start: r.start?.zone ? { local: r.start.local, zone: r.start.zone } : null,
    end: r.end?.zone ? { local: r.end.local, zone: r.end.zone } : null,
  }));
