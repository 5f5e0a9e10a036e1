import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The photo types a game may show, by media type, with the file extension each is stored under. */
export const PHOTO_TYPES: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
};
/** Largest photo stored. */
export const PHOTO_MAX_BYTES = 8 * 1024 * 1024;

/** A stored photo's key: its SHA-256 and extension, so one photo imported twice is stored once. */
const PHOTO_KEY = /^[0-9a-f]{64}\.(jpg|png|webp|avif)$/;

export function isPhotoKey(key: string): boolean {
  return PHOTO_KEY.test(key);
}

export function photoUrl(key: string): string {
  return `/media/photos/${key}`;
}

/**
 * Where imported photos live, so games show the app's copy and never hotlink a portal. The default keeps them on
 * local disk (`PHOTO_DIR`); another store (object storage) implements the same two calls.
 */
export interface PhotoStorage {
  /** Stores the bytes; returns the key they are found under. */
  put(body: Buffer, mediaType: string): Promise<string>;
  /** The photo under a key, or null. */
  get(key: string): Promise<{ body: Buffer; mediaType: string } | null>;
}

export class LocalDiskPhotoStorage implements PhotoStorage {
  constructor(private readonly directory: string) {}

  async put(body: Buffer, mediaType: string): Promise<string> {
    const extension = PHOTO_TYPES[mediaType];
    if (!extension) throw new Error(`Not a photo type: ${mediaType}`);
    const key = `${createHash('sha256').update(body).digest('hex')}.${extension}`;
    await mkdir(this.directory, { recursive: true });
    // Written aside, then renamed: a reader never sees half a file; two writers of the same photo never share a file.
    const temporary = path.join(this.directory, `${key}.${randomUUID()}.tmp`);
    await writeFile(temporary, body);
    await rename(temporary, path.join(this.directory, key));
    return key;
  }

  async get(key: string): Promise<{ body: Buffer; mediaType: string } | null> {
    if (!isPhotoKey(key)) return null;
    try {
      const body = await readFile(path.join(this.directory, key));
      const extension = key.split('.')[1];
      const mediaType = Object.keys(PHOTO_TYPES).find((type) => PHOTO_TYPES[type] === extension)!;
      return { body, mediaType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }
}
