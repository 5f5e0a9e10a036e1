/**
 * The photo type its first bytes show (JPEG, PNG, WebP, AVIF), or null: a response's Content-Type is the sender's
 * word, the bytes are what would be served.
 */
export function photoTypeOf(body: Buffer): string | null {
  if (body.length >= 3 && body[0] === 0xff && body[1] === 0xd8 && body[2] === 0xff) return 'image/jpeg';
  if (body.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (body.subarray(0, 4).toString('latin1') === 'RIFF' && body.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'image/webp';
  if (body.subarray(4, 8).toString('latin1') === 'ftyp' && /^avi[fs]$/.test(body.subarray(8, 12).toString('latin1')))
    return 'image/avif';
  return null;
}
