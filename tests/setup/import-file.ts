import type { ImportResult } from '../../src/shared/schemas/imports';
import type { Me } from './test-app';

let sent = 0;

/** A multipart body with `file` last (options go first, as the route reads them in order). */
export function multipartFile(
  text: string | Buffer,
  {
    fileName = 'export.csv',
    fields = {},
  }: { fileName?: string; fields?: Record<string, string> } = {},
) {
  const boundary = `----joeyfit-import-${process.pid}-${sent++}`;
  const part = (headers: string, body: string | Buffer) => [
    Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`),
    Buffer.isBuffer(body) ? body : Buffer.from(body),
    Buffer.from('\r\n'),
  ];
  const body = Buffer.concat([
    ...Object.entries(fields).flatMap(([name, value]) =>
      part(`Content-Disposition: form-data; name="${name}"`, value),
    ),
    ...part(
      `Content-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv`,
      text,
    ),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST /api/imports as `me` with `text` as the file, as the screen sends it; the raw answer. */
export function sendImport(me: Me, text: string | Buffer, fields: Record<string, string> = {}) {
  const { body, contentType } = multipartFile(text, { fields });
  return me.as({
    method: 'POST',
    url: '/api/imports',
    headers: { 'content-type': contentType },
    payload: body,
  });
}

/** An import that must succeed (201): its result. */
export async function importFile(
  me: Me,
  text: string | Buffer,
  fields: Record<string, string> = {},
): Promise<ImportResult> {
  const res = await sendImport(me, text, fields);
  if (res.statusCode !== 201) throw new Error(`import failed ${res.statusCode}: ${res.body}`);
  return res.json();
}
