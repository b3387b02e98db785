/**
 * The upload token flow (docs/mock.md, "Uploads and pictures"): ask the upstream for a token, key and upload URL, post the file there as a
 * multipart form (`token`, `key`, `file`) with XMLHttpRequest (fetch reports no upload progress), and keep
 * `cdn_url + key` as the picture.
 */
import { shell } from '../../../../contract/index.ts';
import { UPLOAD_MAX_BYTES } from '../../../../contract/platform.ts';
import { type Api, failureText, isOk } from '../../lib/api.ts';

export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

export class UploadError extends Error {
  override name = 'UploadError';
}

/** The first bytes of each picture type: the browser's type comes from the file's name, which can lie. */
const SIGNATURES: Record<string, (b: Uint8Array) => boolean> = {
  'image/png': (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47,
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => ascii(b, 0, 4) === 'GIF8',
  'image/webp': (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP',
};

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}

/** Why a file cannot be uploaded, before anything is sent; undefined when it can. */
export async function refusal(file: Blob): Promise<'type' | 'size' | undefined> {
  if (!PICTURE_TYPES.includes(file.type)) return 'type';
  if (file.size > UPLOAD_MAX_BYTES) return 'size';
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  return SIGNATURES[file.type]?.(head) ? undefined : 'type';
}

export async function uploadPicture(api: Api, file: File, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<string> {
  const answer = await api(shell.uploadToken, { query: { filename: file.name } });
  if (!isOk(answer)) throw new UploadError(failureText(answer) ?? 'upload token');
  const { token, key, upload_url, cdn_url } = answer.data as { token: string; key: string; upload_url: string; cdn_url: string };
  const form = new FormData();
  form.append('token', token);
  form.append('key', key);
  form.append('file', file);
  const uploaded = await new Promise<{ key: string }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', upload_url);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      try {
        const body = JSON.parse(xhr.responseText) as { status: number; data?: { key: string }; error?: string };
        if (body.status === 0 && body.data) resolve(body.data);
        else reject(new UploadError(body.error ?? `HTTP ${xhr.status}`));
      } catch {
        reject(new UploadError(`HTTP ${xhr.status}`));
      }
    };
    xhr.onerror = () => reject(new UploadError('network'));
    xhr.onabort = () => reject(new UploadError('aborted'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
  return `${cdn_url}${uploaded.key}`;
}
