import { crc32 } from 'node:zlib';
import sharp from 'sharp';

const tinyImage = () => sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } });

/** A PNG whose header claims `width` × `height` (its pixels never decode): a decompression bomb's shape. */
export async function hugePng(width: number, height: number) {
  const png = Buffer.from(await tinyImage().png().toBuffer());
  // IHDR's data starts at byte 16: width and height, then its CRC over type and data at byte 29.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A JPEG whose frame header (SOF) claims `width` × `height`; both at most 65,535. */
export async function hugeJpeg(width: number, height: number) {
  const jpeg = Buffer.from(await tinyImage().jpeg().toBuffer());
  // The SOF0 segment: marker FF C0, length (2), precision (1), then height and width (2 each).
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  jpeg.writeUInt16BE(height, sof + 5);
  jpeg.writeUInt16BE(width, sof + 7);
  return jpeg;
}

/** A phone photo taken in Berlin: a JPEG with the position in its EXIF GPS, and the camera's make. */
export function photoWithGps(width = 1200, height = 900) {
  return sharp({ create: { width, height, channels: 3, background: '#6b8fb5' } })
    .withExif({
      IFD0: { Make: 'Phonemaker', Model: 'Phone 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 12/1', GPSLongitudeRef: 'E', GPSLongitude: '13/1 24/1 36/1' },
    })
    .jpeg()
    .toBuffer();
}

/**
 * A small JPEG with `count` empty APP1 segments before its image (4 bytes each): valid, and costly
 * for a metadata reader that walks every segment looking for EXIF.
 */
export async function jpegWithEmptySegments(count: number) {
  const jpeg = await tinyImage().jpeg().toBuffer();
  const segments = Buffer.alloc(count * 4);
  for (let at = 0; at < segments.length; at += 4) segments.writeUInt32BE(0xffe1_0002, at);
  return Buffer.concat([jpeg.subarray(0, 2), segments, jpeg.subarray(2)]);
}
