import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import type { StorageConfig } from '../config/config';
import {
  assertObjectKey,
  isObjectKey,
  type ListedObject,
  type ObjectStorage,
  visibilityOfKey,
} from './object-storage';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

/**
 * Public objects never change once written (a new upload gets a new key), but they can be
 * removed: caches keep them an hour, so a removed picture is gone everywhere within the hour.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=3600';
/** Private objects are read through signed URLs; no shared cache keeps them. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** The cache policy stored with an object, from its key's visibility. */
export const cacheControlOfKey = (key: string): string =>
  visibilityOfKey(key) === 'private' ? PRIVATE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL;

const isMissing = (error: unknown): boolean =>
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404));

const readAll = async (stream: Readable): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
};

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
    put: async (key, input, contentType) => {
      assertObjectKey(key);
      // A single PUT is atomic on S3: the object appears whole or not at all. It needs the
      // length up front, so a stream is read whole first.
      const body = input instanceof Readable ? await readAll(input) : input;
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
          CacheControl: cacheControlOfKey(key),
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
    list: async function* (): AsyncGenerator<ListedObject> {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, ...(ContinuationToken ? { ContinuationToken } : {}) }),
        );
        for (const object of page.Contents ?? [])
          if (object.Key && isObjectKey(object.Key))
            yield { key: object.Key, writtenAt: object.LastModified?.getTime() ?? Date.now() };
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    // Each object is one PUT, never a multipart upload: nothing is left half written.
    removeTemporary: async () => 0,
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
