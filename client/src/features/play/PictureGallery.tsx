import { useState } from 'react';
import type { PlayHome } from './play-queries';

type Picture = PlayHome['pictures'][number];

const KIND_LABELS: Record<Picture['kind'], string> = { FRONT: 'Front', STREET: 'Street', PLAN: 'Floor plan' };

/** The home's pictures: a main picture (4:3, sized up front so nothing jumps) and thumbnails to switch it. */
export function PictureGallery({ pictures }: { pictures: readonly Picture[] }) {
  const [index, setIndex] = useState(0);
  const current = pictures[index] ?? pictures[0];
  if (!current) {
    return (
      <div className="gallery__main gallery__main--empty" role="img" aria-label="No pictures of this home">
        <span aria-hidden="true">🏠</span>
      </div>
    );
  }
  return (
    <div className="gallery">
      <img className="gallery__main" src={current.url} alt={current.alt} width={800} height={600} decoding="async" />
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
    </div>
  );
}
