/**
 * A `Content-Disposition` header safe for any file name (RFC 6266): an ASCII fallback with
 * quotes and backslashes replaced, plus the exact name in UTF-8 percent-encoding.
 */
export const contentDisposition = (
  fileName: string,
  disposition: 'inline' | 'attachment' = 'attachment',
): string => {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
};
