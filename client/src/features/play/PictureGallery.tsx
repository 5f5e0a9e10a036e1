import { useEffect, useRef, useState, type TouchEvent } from 'react';
import { Dialog } from '../dialog/Dialog';
import type { PlayHome } from './play-queries';

type Picture = PlayHome['pictures'][number];

const KIND_LABELS: Record<Picture['kind'], string> = { FRONT: 'Front', STREET: 'Street', PLAN: 'Floor plan' };
// A horizontal swipe longer than this (in CSS pixels) moves to the next or previous picture.
const SWIPE_PX = 40;

/**
 * The home's pictures: a main picture (4:3, sized up front so nothing jumps) that opens large in a dialog, and
 * thumbnails to switch it. In the dialog, arrow keys and swipes move between pictures; Escape closes it.
 */
export function PictureGallery({ pictures }: { pictures: readonly Picture[] }) {
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

  return (
    <div className="gallery">
      <button
        type="button"
        ref={opener}
        className="gallery__open"
        aria-label={`Open larger: ${current.alt}`}
        onClick={() => setEnlarged(true)}
      >
        <img className="gallery__main" src={current.url} alt={current.alt} width={800} height={600} decoding="async" />
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
                <img src={picture.url} alt="" width={160} height={120} loading="lazy" decoding="async" />
                <span className="gallery__thumb-label" aria-hidden="true">
                  {KIND_LABELS[picture.kind] ?? picture.kind}
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
          <img className="lightbox__image" src={current.url} alt={current.alt} width={800} height={600} />
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
