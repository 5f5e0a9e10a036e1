import { useEffect, useRef, useState, type ImgHTMLAttributes, type TouchEvent } from 'react';
import { useMessages } from '../brand/brand-context';
import { Dialog } from '../dialog/Dialog';
import { PhotoImage, type PicturedHome } from './HomePicture';

type Drawing = PicturedHome['pictures'][number];

const KIND_LABELS: Record<Drawing['kind'], string> = { FRONT: 'Front', STREET: 'Street', PLAN: 'Floor plan' };

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
  const messages = useMessages();
  const [failedPhotos, setFailedPhotos] = useState<ReadonlySet<string>>(() => new Set());
  const photos = home.photos.filter((photo) => !failedPhotos.has(photo.url));
  const pictures: Shown[] = [
    ...photos.map((photo, photoIndex) => ({
      url: photo.url,
      alt: messages.photoOfHome(photoIndex + 1, photos.length),
      label: messages.photo,
      isPhoto: true,
    })),
    ...home.pictures.map((drawing) => ({
      url: drawing.url,
      alt: drawing.alt,
      label: KIND_LABELS[drawing.kind] ?? drawing.kind,
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
      <div className="gallery__main gallery__main--empty" role="img" aria-label="No pictures of this home">
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
  const position = `Picture ${index + 1} of ${count}`;
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
        aria-label={`Open larger: ${current.alt}`}
        onClick={() => setEnlarged(true)}
      >
        {image(current, { className: 'gallery__main', alt: current.alt, width: 800, height: 600, decoding: 'async' })}
        <span className="gallery__zoom" aria-hidden="true">
          ⤢
        </span>
      </button>
      {pictures.length > 1 && (
        <ul className="gallery__thumbs" aria-label="Pictures">
          {pictures.map((picture, pictureIndex) => (
            <li key={picture.url}>
              <button
                type="button"
                className="gallery__thumb"
                aria-pressed={pictureIndex === index}
                aria-label={`Show picture ${pictureIndex + 1} of ${pictures.length}: ${picture.alt}`}
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
                ← Previous
              </button>
              <button type="button" className="button button--secondary" onClick={() => step(1)}>
                Next →
              </button>
            </div>
          )}
        </figure>
      </Dialog>
    </div>
  );
}
