import type { Hono } from 'hono';
import sharp from 'sharp';
import { SESSION_COOKIE, type TestClient, type TestResponse } from './client.ts';

/** A file as a browser's file input would give it. */
export interface UploadFile {
  bytes: Buffer;
  name?: string;
  type?: string;
}

/**
 * POST /api/profile/photo as the web app sends it: multipart/form-data with the file in `photo`,
 * the session cookie of `client` (if any) and the app's Origin.
 */
export async function uploadPhoto(
  app: Hono,
  appUrl: string,
  client: TestClient | null,
  file: UploadFile,
  options: { headers?: Record<string, string>; field?: string } = {},
): Promise<TestResponse> {
  const form = new FormData();
  form.append(
    options.field ?? 'photo',
    new File([new Uint8Array(file.bytes)], file.name ?? 'photo.png', { type: file.type ?? 'image/png' }),
  );
  const session = client?.cookie(SESSION_COOKIE);
  const response = await app.request(`${appUrl}/api/profile/photo`, {
    method: 'POST',
    headers: { origin: appUrl, ...(session ? { cookie: `${SESSION_COOKIE}=${session}` } : {}), ...options.headers },
    body: form,
  });
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    // not JSON
  }
  return { status: response.status, headers: response.headers, body, setCookies: [] };
}

/** A plain PNG of one colour. */
export function pngImage(width = 800, height = 600, colour = '#3b82f6'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/**
 * A 600×400 camera JPEG, left half red and right half blue, stored sideways with EXIF
 * Orientation 6 (shown turned 90° clockwise: red on top), a camera make and a GPS position.
 */
export async function cameraJpeg(): Promise<Buffer> {
  const red = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 600, height: 400, channels: 3, background: '#0000ff' } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'TestCam', Model: 'Secret Phone 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 3/1' },
    })
    .toBuffer();
}

export function gifImage(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 40, channels: 3, background: '#22c55e' } })
    .gif()
    .toBuffer();
}

/** A real PNG cut in half: its magic bytes say PNG, its pixels do not decode. */
export async function truncatedPng(): Promise<Buffer> {
  const png = await sharp({
    create: {
      width: 300,
      height: 300,
      channels: 3,
      background: '#000000',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  return png.subarray(0, Math.floor(png.length / 2));
}

/** A PNG padded to `bytes` (a valid header and image, then trailing bytes). */
export async function pngOfSize(bytes: number): Promise<Buffer> {
  const png = await pngImage(64, 64);
  return Buffer.concat([png, Buffer.alloc(bytes - png.length)]);
}
