import exifr from 'exifr';

export interface ImageMetadata {
  /** Where the photo was taken, from its EXIF GPS. */
  location: { latitude: number; longitude: number } | null;
}

/**
 * What an image's metadata tells, nothing where it tells nothing valid. exifr parses on the thread
 * that calls it, for seconds on a crafted file: the server calls this in the reader pool only
 * (readImageMetadata in images.ts).
 */
export async function imageMetadata(bytes: Uint8Array): Promise<ImageMetadata> {
  const gps = (await exifr.gps(Buffer.from(bytes)).catch(() => undefined)) as { latitude?: number; longitude?: number } | undefined;
  const { latitude, longitude } = gps ?? {};
  if (typeof latitude !== 'number' || typeof longitude !== 'number' || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return { location: null };
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return { location: null };
  return { location: { latitude, longitude } };
}
