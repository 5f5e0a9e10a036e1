import { fireEvent, render, screen } from '../../test/render';
import { HomePicture } from './HomePicture';

const PICTURES = [
  { kind: 'STREET', url: '/media/homes/h/street.svg', alt: 'Street view of a flat in Leeds' },
  { kind: 'FRONT', url: '/media/homes/h/front.svg', alt: 'Front of a flat in Leeds' },
] as const;
const PHOTO = { url: `/media/photos/${'c'.repeat(64)}.avif` };

function renderPicture(photos: readonly { url: string }[], decorative = false) {
  render(
    <HomePicture
      home={{ photos: [...photos], pictures: [...PICTURES] }}
      decorative={decorative}
      width={400}
      height={300}
      loading="lazy"
    />,
  );
  return screen.getByRole(decorative ? 'presentation' : 'img');
}

describe('HomePicture', () => {
  it("shows a home's first photo, sized up front and loaded lazily", () => {
    const image = renderPicture([PHOTO, { url: `/media/photos/${'d'.repeat(64)}.jpg` }]);
    expect(image).toHaveAttribute('src', PHOTO.url);
    expect(image).toHaveAttribute('alt', 'Photo of the home');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '300');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('shows the drawing of the front when the photo fails to load', () => {
    const image = renderPicture([PHOTO]);
    fireEvent.error(image);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/media/homes/h/front.svg');
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'Front of a flat in Leeds');
  });

  it('shows the drawing of the front of a home without photos', () => {
    expect(renderPicture([])).toHaveAttribute('src', '/media/homes/h/front.svg');
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'Front of a flat in Leeds');
  });

  it('says nothing of a decorative picture', () => {
    const image = renderPicture([PHOTO], true);
    expect(image).toHaveAttribute('src', PHOTO.url);
    expect(image).toHaveAttribute('alt', '');
  });
});
