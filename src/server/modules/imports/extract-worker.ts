// The import readers' side of the worker-thread pool (extract-pool.ts): one file, mail or text
// read per job, away from the event loop that answers requests.
import { extract, type Extraction } from './extract.js';

export interface ExtractJob {
  data: Uint8Array;
  name: string;
  reference: Date;
}

export default function readJob({ data, name, reference }: ExtractJob): Promise<Extraction> {
  return extract(data, { name, reference });
}
