import { fileTypeFromBuffer } from 'file-type';

/** Programs are refused: a document store is no place to hand out executables by link. */
const EXECUTABLES = new Set(['exe', 'elf', 'macho', 'msi', 'class', 'swf', 'dex', 'wasm', 'cab']);

export interface DetectedType {
  contentType: string;
  executable: boolean;
}

/** The type of `bytes` from their content; the file name is never trusted for this. */
export async function detectType(bytes: Uint8Array): Promise<DetectedType> {
  const found = await fileTypeFromBuffer(bytes);
  if (found) return { contentType: found.mime, executable: EXECUTABLES.has(found.ext) };
  return { contentType: isText(bytes) ? 'text/plain' : 'application/octet-stream', executable: false };
}

function isText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** Types a browser may show in place (served with a sandboxing CSP); others download. */
export const viewableInline = (contentType: string) =>
  contentType.startsWith('image/') || contentType === 'application/pdf' || contentType === 'text/plain';
