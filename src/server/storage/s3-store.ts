import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { withoutTrailing } from '../../shared/text.js';
import type { BlobStore } from './blob-store.js';

export interface S3Options {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, Ceph, R2…); AWS itself when absent. */
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** Bucket in the path instead of the host name, as most S3-compatible services want. */
  forcePathStyle?: boolean | undefined;
  /** Keys go under this prefix, so one bucket can serve several installations. */
  prefix?: string | undefined;
}

/** Files in an S3-compatible bucket. A PUT is atomic there: a reader never sees half an object. */
export function s3Store(options: S3Options): BlobStore {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });
  const prefix = options.prefix ? `${withoutTrailing(options.prefix, '/')}/` : '';
  const Bucket = options.bucket;

  return {
    async put(key, data) {
      await client.send(new PutObjectCommand({ Bucket, Key: prefix + key, Body: data }));
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: prefix + key }));
        return answer.Body ? await answer.Body.transformToByteArray() : undefined;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: prefix + key }));
    },
  };
}
