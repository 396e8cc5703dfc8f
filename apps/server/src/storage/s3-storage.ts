import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import type { StorageConfig } from '../config/config';
import { assertObjectKey, type ObjectStorage } from './object-storage';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

/** Objects never change once written (a new upload gets a new key), so caches may keep them. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const isMissing = (error: unknown): boolean =>
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404));

/** Any S3-compatible store (path-style addressing, so it also works with self-hosted ones). */
export const s3Storage = (config: S3Config): ObjectStorage => {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKey, secretAccessKey: config.secretKey },
    // Checksums only where the protocol requires them: many S3-compatible stores reject the
    // newer optional checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;

  return {
    kind: 's3',
    put: async (key, body, contentType) => {
      assertObjectKey(key);
      // A single PUT is atomic on S3: the object appears whole or not at all.
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
          CacheControl: IMMUTABLE_CACHE_CONTROL,
        }),
      );
    },
    get: async (key) => {
      assertObjectKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(answer.Body instanceof Readable)) return null;
        return { body: answer.Body, size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    remove: async (key) => {
      assertObjectKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    check: async () => {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        const reason = error instanceof Error ? error.message || error.name : String(error);
        throw new Error(
          `S3 storage is not usable: bucket "${Bucket}" at ${config.endpoint} answered: ${reason}`,
        );
      }
    },
  };
};
