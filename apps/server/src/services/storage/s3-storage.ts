import { AwsClient } from 'aws4fetch';
import type { S3Settings } from '../../config.ts';
import { assertValidKey, type ObjectStorage } from './object-storage.ts';

const REQUEST_TIMEOUT_MS = 15_000;
/** aws4fetch retries 5xx and 429 answers with a growing delay; a photo request should not wait long. */
const RETRIES = 2;

export class S3StorageError extends Error {}

/**
 * Objects in an S3-compatible bucket (AWS S3, MinIO, Scaleway, OVH…), used when S3_BUCKET is set
 * so that every server of a cluster sees the same photos (ADR 0028). Requests are signed with
 * AWS Signature V4 by aws4fetch over fetch; errors name the operation, the key and the status,
 * never the credentials.
 */
export function createS3Storage(settings: S3Settings): ObjectStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    service: 's3',
    region: settings.region,
    retries: RETRIES,
  });
  const endpoint = new URL(settings.endpoint);
  const base = settings.forcePathStyle
    ? `${endpoint.origin}${endpoint.pathname.replace(/\/$/, '')}/${settings.bucket}`
    : `${endpoint.protocol}//${settings.bucket}.${endpoint.host}${endpoint.pathname.replace(/\/$/, '')}`;

  async function send(method: 'PUT' | 'GET' | 'HEAD' | 'DELETE', key: string, init: RequestInit = {}) {
    assertValidKey(key);
    const url = `${base}/${key.split('/').map(encodeURIComponent).join('/')}`;
    return client.fetch(url, { ...init, method, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  }

  const failure = (operation: string, key: string, response: Response) =>
    new S3StorageError(`S3 ${operation} ${key}: HTTP ${response.status}`);

  return {
    async put(key, bytes, contentType) {
      const response = await send('PUT', key, {
        body: new Uint8Array(bytes),
        headers: { 'content-type': contentType },
      });
      await response.arrayBuffer();
      if (!response.ok) throw failure('PUT', key, response);
    },

    async get(key) {
      const response = await send('GET', key);
      if (response.status === 404) {
        await response.arrayBuffer();
        return null;
      }
      if (!response.ok) {
        await response.arrayBuffer();
        throw failure('GET', key, response);
      }
      return {
        bytes: Buffer.from(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      };
    },

    async exists(key) {
      const response = await send('HEAD', key);
      if (response.status === 404) return false;
      if (!response.ok) throw failure('HEAD', key, response);
      return true;
    },

    async delete(key) {
      const response = await send('DELETE', key);
      await response.arrayBuffer();
      // S3 answers 204 whether or not the object was there; some stand-ins answer 404.
      if (!response.ok && response.status !== 404) throw failure('DELETE', key, response);
    },
  };
}
