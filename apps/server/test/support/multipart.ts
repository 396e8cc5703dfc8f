import { randomBytes } from 'node:crypto';

export type FilePart = { name: string; fileName: string; contentType: string; bytes: Buffer };

/** A multipart/form-data request body, as a browser's FormData upload sends it. */
export const multipart = (
  fields: Record<string, string | number>,
  file?: FilePart,
): { payload: Buffer; headers: Record<string, string> } => {
  const boundary = `----retail${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  if (file)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.fileName}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};
