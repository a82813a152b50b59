// The messages of the 2D barcodes in an image (a boarding pass's Aztec or PDF417 code, a ticket's
// QR code), read by ZXing-C++ compiled to WebAssembly. Its binary is loaded from the package on
// disk, never fetched.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

/** Pixels as pdf.js gives them: 1 bit a pixel (rows padded to a byte), RGB or RGBA, 8 bits a channel. */
export interface Pixels {
  width: number;
  height: number;
  /** pdf.js's ImageKind: 1 grayscale 1 bit a pixel, 2 RGB, 3 RGBA. */
  kind: 1 | 2 | 3;
  data: Uint8Array | Uint8ClampedArray;
}

/** The smallest side a barcode can have (a QR code's 21 modules), the most pixels an image may have to be read. */
const MIN_SIDE = 21;
export const MAX_BARCODE_PIXELS = 4_000_000;

let prepared = false;
function prepare() {
  if (prepared) return;
  const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
  prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) } });
  prepared = true;
}

/** The image as RGBA, the form ZXing reads; undefined when its data is shorter than its size says. */
function rgba({ width, height, kind, data }: Pixels): Uint8ClampedArray<ArrayBuffer> | undefined {
  const out = new Uint8ClampedArray(width * height * 4);
  if (kind === 1) {
    const rowBytes = (width + 7) >> 3;
    if (data.length < rowBytes * height) return undefined;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const white = ((data[y * rowBytes + (x >> 3)] ?? 0) >> (7 - (x & 7))) & 1 ? 255 : 0;
        const at = (y * width + x) * 4;
        out[at] = out[at + 1] = out[at + 2] = white;
        out[at + 3] = 255;
      }
    }
  } else if (kind === 2) {
    if (data.length < width * height * 3) return undefined;
    for (let p = 0; p < width * height; p++) {
      out[p * 4] = data[p * 3] ?? 0;
      out[p * 4 + 1] = data[p * 3 + 1] ?? 0;
      out[p * 4 + 2] = data[p * 3 + 2] ?? 0;
      out[p * 4 + 3] = 255;
    }
  } else {
    if (data.length < width * height * 4) return undefined;
    out.set(data.subarray(0, width * height * 4));
  }
  return out;
}

/** The text of each 2D barcode in the image; none for an image too small or too large to be read. */
export async function barcodesIn(image: Pixels): Promise<string[]> {
  const { width, height } = image;
  if (width < MIN_SIDE || height < MIN_SIDE || width * height > MAX_BARCODE_PIXELS) return [];
  const data = rgba(image);
  if (!data) return [];
  prepare();
  const found = await readBarcodes(
    { data, width, height, colorSpace: 'srgb' },
    { formats: ['Aztec', 'PDF417', 'QRCode', 'DataMatrix'], tryHarder: true, maxNumberOfSymbols: 4 },
  );
  return found.filter((b) => b.isValid && b.text !== '').map((b) => b.text);
}
