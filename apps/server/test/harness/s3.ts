import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AwsV4Signer } from 'aws4fetch';
import type { S3Settings } from '../../src/config.ts';

export interface S3StandIn {
  /** Settings a server uses to reach it (path style, its own credentials). */
  settings: S3Settings;
  /** The same as S3_* variables, for a server process. */
  env: Record<string, string>;
  /** What it holds, by key (without the bucket). */
  objects: Map<string, { bytes: Buffer; contentType: string }>;
  /** Requests it answered, as "METHOD key status". */
  requests: string[];
  close(): Promise<void>;
}

const BUCKET = 'va-test-photos';
const REGION = 'eu-west-3';
const ACCESS_KEY_ID = 'VA-TEST-ACCESS-KEY';
const SECRET_ACCESS_KEY = 'va-test-secret-access-key-0123456789';

const readBody = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

/**
 * A minimal S3 on 127.0.0.1, in memory: PUT, GET, HEAD and DELETE of objects in one bucket,
 * path style, each request's AWS Signature V4 checked by signing it again with the known secret
 * (a wrong secret or a changed body gets 403, as S3 answers). Enough for ObjectStorage; not a
 * general S3 (no listing, no multipart, no virtual-hosted style).
 */
export async function startS3StandIn(): Promise<S3StandIn> {
  const objects = new Map<string, { bytes: Buffer; contentType: string }>();
  const requests: string[] = [];

  async function signatureIsValid(request: IncomingMessage, body: Buffer): Promise<boolean> {
    const authorization = request.headers.authorization ?? '';
    const signed = /SignedHeaders=([^,]+)/.exec(authorization)?.[1]?.split(';') ?? [];
    if (!authorization.includes(`Credential=${ACCESS_KEY_ID}/`) || signed.length === 0) return false;
    const headers = new Headers();
    for (const name of signed) {
      const value = request.headers[name];
      if (typeof value === 'string') headers.set(name, value);
    }
    const signer = new AwsV4Signer({
      method: request.method,
      url: `http://${request.headers.host}${request.url}`,
      headers,
      body: body.length > 0 ? new Uint8Array(body) : undefined,
      accessKeyId: ACCESS_KEY_ID,
      secretAccessKey: SECRET_ACCESS_KEY,
      service: 's3',
      region: REGION,
      datetime: String(request.headers['x-amz-date']),
    });
    const expected = (await signer.sign()).headers.get('authorization');
    return expected === authorization;
  }

  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const prefix = `/${BUCKET}/`;
      const key = url.pathname.startsWith(prefix) ? decodeURIComponent(url.pathname.slice(prefix.length)) : '';
      const answer = (status: number, headers: Record<string, string> = {}, payload?: Buffer) => {
        requests.push(`${request.method} ${key} ${status}`);
        response.writeHead(status, headers);
        response.end(request.method === 'HEAD' ? undefined : payload);
      };
      if (!(await signatureIsValid(request, body))) return answer(403);
      if (!key) return answer(404);
      const object = objects.get(key);
      switch (request.method) {
        case 'PUT':
          objects.set(key, { bytes: body, contentType: request.headers['content-type'] ?? 'binary/octet-stream' });
          return answer(200);
        case 'GET':
        case 'HEAD':
          if (!object) return answer(404);
          return answer(
            200,
            { 'content-type': object.contentType, 'content-length': String(object.bytes.length) },
            object.bytes,
          );
        case 'DELETE':
          objects.delete(key);
          return answer(204);
        default:
          return answer(405);
      }
    })().catch(() => {
      response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const settings: S3Settings = {
    endpoint,
    bucket: BUCKET,
    region: REGION,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    forcePathStyle: true,
  };
  return {
    settings,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_REGION: REGION,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
