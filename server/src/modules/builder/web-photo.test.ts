import sharp from 'sharp';
import { leakyPhoto, metadataIn, NO_METADATA } from '../../../test/photo-metadata';
import { WEB_PHOTO_MAX_EDGE, webPhoto } from './web-photo';

describe('webPhoto', () => {
  it.each(['jpeg', 'png', 'webp'] as const)(
    'strips the EXIF, GPS and XMP of a %s and keeps it upright',
    async (format) => {
      const leaky = await leakyPhoto(format, 300, 200);
      expect((await metadataIn(leaky)).captionInBytes).toBe(true);

      const stored = await webPhoto(leaky);
      expect(await metadataIn(stored)).toEqual(NO_METADATA);
      // Stored on its side with orientation 6: upright, it is 200 wide and 300 high.
      const { format: storedFormat, width, height } = await sharp(stored).metadata();
      expect({ storedFormat, width, height }).toEqual({ storedFormat: 'webp', width: 200, height: 300 });
    },
  );

  it.each([
    [4000, 3000, 1200, 1600],
    [2000, 6000, 1600, 533],
    [1000, 800, 800, 1000],
  ])('fits a %i×%i photo (on its side) within the longest edge, never enlarging', async (w, h, width, height) => {
    const stored = await webPhoto(await leakyPhoto('jpeg', w, h));
    const metadata = await sharp(stored).metadata();
    expect({ width: metadata.width, height: metadata.height }).toEqual({ width, height });
    expect(Math.max(width, height)).toBeLessThanOrEqual(WEB_PHOTO_MAX_EDGE);
  });

  it('rejects bytes that only look like an image', async () => {
    const truncated = (await leakyPhoto('jpeg', 300, 200)).subarray(0, 40);
    await expect(webPhoto(truncated)).rejects.toThrow();
  });
});
