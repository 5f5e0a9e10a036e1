import { useEffect, useRef, useState, type ImgHTMLAttributes, type TouchEvent } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from '../dialog/Dialog';
import { PhotoImage, type PicturedHome } from './HomePicture';
import './locales';

const KIND_LABELS = { FRONT: msg`Front`, STREET: msg`Street`, PLAN: msg`Floor plan` } as const;

/** One picture of the gallery: a photo, or a drawing. */
interface Shown {
  url: string;
  alt: string;
  label: string;
  isPhoto: boolean;
}
// A horizontal swipe longer than this (in CSS pixels) moves to the next or previous picture.
const SWIPE_PX = 40;

/**
 * The home's pictures: its photos first, then its drawings; a main picture (4:3, sized up front so nothing jumps, a
 * photo cropped to fit) that opens large in a dialog, and thumbnails to switch it. In the dialog, arrow keys and swipes
 * move between pictures; Escape closes it. A photo that fails to load leaves the gallery, so the drawings stand in.
 */
export function PictureGallery({ home }: { home: PicturedHome }) {
  const { t, i18n } = useLingui();
  const [failedPhotos, setFailedPhotos] = useState<ReadonlySet<string>>(() => new Set());
  const photos = home.photos.filter((photo) => !failedPhotos.has(photo.url));
  // A photo's alt text says only which photo it is, never the listing's words.
  const total = photos.length;
  const photoAlt = (position: number) =>
    total === 1 ? t`Photo of the home` : t`Photo ${position} of ${total} of the home`;
  const pictures: Shown[] = [
    ...photos.map((photo, photoIndex) => ({
      url: photo.url,
      alt: photoAlt(photoIndex + 1),
      label: t`Photo`,
      isPhoto: true,
    })),
    ...home.pictures.map((drawing) => ({
      url: drawing.url,
      alt: drawing.alt,
      label: i18n._(KIND_LABELS[drawing.kind]),
      isPhoto: false,
    })),
  ];
  const [index, setIndex] = useState(0);
  const [enlarged, setEnlarged] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const touchStartX = useRef<number | null>(null);
  const count = pictures.length;
  const step = (by: number) => setIndex((current) => (count + current + by) % count);

  // While the picture is large, the arrow keys move between pictures wherever the focus is in the dialog.
  useEffect(() => {
    if (!enlarged || count < 2) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
      event.preventDefault();
      setIndex((current) => (count + current + (event.key === 'ArrowRight' ? 1 : -1)) % count);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enlarged, count]);

  const current = pictures[index] ?? pictures[0];
  if (!current) {
    return (
      <div className="gallery__main gallery__main--empty" role="img" aria-label={t`No pictures of this home`}>
        <span aria-hidden="true">🏠</span>
      </div>
    );
  }

  const close = () => {
    setEnlarged(false);
    opener.current?.focus();
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStartX.current;
    touchStartX.current = null;
    const dx = start === null ? 0 : event.changedTouches[0].clientX - start;
    if (Math.abs(dx) > SWIPE_PX) step(dx < 0 ? 1 : -1);
  };
  const shownNumber = index + 1;
  const currentAlt = current.alt;
  const thumbLabel = (number: number, alt: string) => t`Show picture ${number} of ${count}: ${alt}`;
  const position = t`Picture ${shownNumber} of ${count}`;
  /** The <img> of a picture: a photo's says when it fails, to leave the gallery. */
  const image = (picture: Shown, props: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { alt: string }) =>
    picture.isPhoto ? (
      <PhotoImage
        src={picture.url}
        onFail={() => setFailedPhotos((failed) => new Set(failed).add(picture.url))}
        {...props}
      />
    ) : (
      <img src={picture.url} {...props} />
    );

  return (
    <div className="gallery">
      <button
        type="button"
        ref={opener}
        className="gallery__open"
        aria-label={t`Open larger: ${currentAlt}`}
        onClick={() => setEnlarged(true)}
      >
        {image(current, { className: 'gallery__main', alt: current.alt, width: 800, height: 600, decoding: 'async' })}
        <span className="gallery__zoom" aria-hidden="true">
          ⤢
        </span>
      </button>
      {pictures.length > 1 && (
        <ul className="gallery__thumbs" aria-label={t`Pictures`}>
          {pictures.map((picture, pictureIndex) => (
            <li key={picture.url}>
              <button
                type="button"
                className="gallery__thumb"
                aria-pressed={pictureIndex === index}
                aria-label={thumbLabel(pictureIndex + 1, picture.alt)}
                onClick={() => setIndex(pictureIndex)}
              >
                {image(picture, { alt: '', width: 160, height: 120, loading: 'lazy', decoding: 'async' })}
                <span className="gallery__thumb-label" aria-hidden="true">
                  {picture.label}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={enlarged} title={position} onClose={close} className="dialog--wide">
        <figure
          className="lightbox"
          onTouchStart={(event) => (touchStartX.current = event.touches[0].clientX)}
          onTouchEnd={onTouchEnd}
        >
          {image(current, { className: 'lightbox__image', alt: current.alt, width: 800, height: 600 })}
          <figcaption className="lightbox__caption">{current.alt}</figcaption>
          {count > 1 && (
            <div className="lightbox__nav">
              <button type="button" className="button button--secondary" onClick={() => step(-1)}>
                <Trans>← Previous</Trans>
              </button>
              <button type="button" className="button button--secondary" onClick={() => step(1)}>
                <Trans>Next →</Trans>
              </button>
            </div>
          )}
        </figure>
      </Dialog>
    </div>
  );
}
