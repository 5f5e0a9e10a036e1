import sharp from 'sharp';

/** What a portal's photo may carry and players must never get: a caption with the price and the listing's page. */
export const LEAKY_CAPTION = 'Guide price £450,000 https://portal.example/homes/1';

/**
 * A photo as a portal might serve it: `width`×`height` pixels stored on its side (EXIF orientation 6, so it shows
 * `height`×`width`), with EXIF (camera GPS, a caption) and XMP stating {@link LEAKY_CAPTION}.
 */
export function leakyPhoto(format: 'jpeg' | 'png' | 'webp', width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 120, b: 60 } } })
    .withExif({
      IFD0: { ImageDescription: LEAKY_CAPTION, Artist: 'portal.example', Make: 'Camera' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
    })
    .withXmp(
      `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">` +
        `<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:description>${LEAKY_CAPTION}</dc:description>` +
        `</rdf:Description></rdf:RDF></x:xmpmeta>`,
    )
    .withMetadata({ orientation: 6 })
    .toFormat(format)
    .toBuffer();
}

/** Every kind of metadata sharp finds in an image, plus any trace of the caption in its raw bytes. */
export async function metadataIn(body: Buffer) {
  const { exif, xmp, iptc, icc, comments, orientation } = await sharp(body).metadata();
  const raw = body.toString('latin1');
  return {
    exif,
    xmp,
    iptc,
    icc,
    comments,
    orientation,
    captionInBytes: ['450,000', 'portal.example', 'GPS'].some((trace) => raw.includes(trace)),
  };
}

/** What `metadataIn` finds in a photo that carries nothing but its pixels. */
export const NO_METADATA = {
  exif: undefined,
  xmp: undefined,
  iptc: undefined,
  icc: undefined,
  comments: undefined,
  orientation: undefined,
  captionInBytes: false,
};
