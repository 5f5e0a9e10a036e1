import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import type { PictureKind } from '../../graphql/generated/graphql';
import { frontPicture } from './front-picture';
import './locales';

/** What a home offers to be shown by: its stored photos (none for a home known by its facts) and its drawings. */
export interface PicturedHome {
  photos: readonly { url: string }[];
  pictures: readonly { url: string; alt: string; kind: PictureKind }[];
}

type ImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'onError'>;

/**
 * An <img> of a photo that says when it cannot be shown: on its error event, and on mount for one that failed before
 * hydration (the server's HTML loaded it before React listened).
 */
export function PhotoImage({
  src,
  alt,
  onFail,
  ...props
}: ImageProps & { src: string; alt: string; onFail: () => void }) {
  const image = useRef<HTMLImageElement>(null);
  const failed = useRef(onFail);
  useEffect(() => {
    failed.current = onFail;
  });
  useEffect(() => {
    const current = image.current;
    if (current?.complete && current.naturalWidth === 0) failed.current();
  }, [src]);
  return <img ref={image} src={src} alt={alt} onError={onFail} {...props} />;
}

/**
 * A home as a card or a list shows it, in one picture: its first photo, else (none, or it fails to load) the drawing
 * of its front. `decorative` leaves the alt text empty where the home's title says it all beside.
 */
export function HomePicture({
  home,
  decorative = false,
  ...props
}: ImageProps & { home: PicturedHome; decorative?: boolean }) {
  const { t } = useLingui();
  const [photoFailed, setPhotoFailed] = useState(false);
  const photo = photoFailed ? undefined : home.photos[0];
  if (photo) {
    return (
      <PhotoImage
        key={photo.url}
        src={photo.url}
        alt={decorative ? '' : t`Photo of the home`}
        onFail={() => setPhotoFailed(true)}
        {...props}
      />
    );
  }
  const drawing = frontPicture(home.pictures);
  if (!drawing) return null;
  return <img src={drawing.url} alt={decorative ? '' : drawing.alt} {...props} />;
}
