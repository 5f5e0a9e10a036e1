import sharp from 'sharp';

/** Longest edge, in pixels, of a stored photo: sharp on a phone, light enough for the play page. */
export const WEB_PHOTO_MAX_EDGE = 1600;
/** The type every stored photo is re-encoded to. */
export const WEB_PHOTO_TYPE = 'image/webp';

/**
 * An imported photo as players get it: turned upright by its EXIF orientation, shrunk to fit
 * {@link WEB_PHOTO_MAX_EDGE}, and re-encoded as WebP. Re-encoding is what strips the metadata a portal's photo may carry
 * (EXIF with camera GPS, XMP/IPTC captions stating the price or the page, ICC comments): sharp writes none unless asked,
 * and converts to sRGB so colours survive the dropped ICC profile. Rejects bytes that are not a readable image.
 */
export function webPhoto(body: Buffer): Promise<Buffer> {
  return sharp(body)
    .rotate()
    .resize({ width: WEB_PHOTO_MAX_EDGE, height: WEB_PHOTO_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
}
