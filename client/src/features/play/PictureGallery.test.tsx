import { act, fireEvent, render, screen } from '../../test/render';
import userEvent from '@testing-library/user-event';
import { DIALOG_TRANSITION_MS } from '../dialog/Dialog';
import { PictureGallery } from './PictureGallery';

// jsdom has no <dialog> methods: open and close it the way a browser does.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

const PICTURES = [
  { kind: 'FRONT', url: '/media/homes/h/front.svg', alt: 'Front of a 3 bed house in Seattle' },
  { kind: 'STREET', url: '/media/homes/h/street.svg', alt: 'Street view of a 3 bed house in Seattle' },
  { kind: 'PLAN', url: '/media/homes/h/plan.svg', alt: 'Floor plan of a 3 bed house in Seattle' },
] as const;

function renderGallery() {
  render(<PictureGallery home={{ photos: [], pictures: PICTURES.map((picture) => ({ ...picture })) }} />);
  return userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
}

const largeImage = () => screen.getByRole('dialog').querySelector('img');

describe('PictureGallery', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens the picture large from the keyboard, with its alt text as caption', async () => {
    const user = renderGallery();
    const opener = screen.getByRole('button', { name: 'Open larger: Front of a 3 bed house in Seattle' });
    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Picture 1 of 3' });
    expect(dialog).toHaveAttribute('open');
    expect(largeImage()).toHaveAttribute('alt', 'Front of a 3 bed house in Seattle');
    expect(largeImage()).toHaveAttribute('src', '/media/homes/h/front.svg');
    expect(screen.getByText('Front of a 3 bed house in Seattle', { selector: 'figcaption' })).toBeInTheDocument();
  });

  it('moves between pictures with the arrow keys, the buttons and swipes', async () => {
    const user = renderGallery();
    await user.click(screen.getByRole('button', { name: /^Open larger/ }));
    await user.click(screen.getByRole('button', { name: 'Next →' }));
    expect(screen.getByRole('dialog', { name: 'Picture 2 of 3' })).toBeInTheDocument();
    expect(largeImage()).toHaveAttribute('alt', 'Street view of a 3 bed house in Seattle');
    await user.keyboard('{ArrowRight}');
    expect(largeImage()).toHaveAttribute('alt', 'Floor plan of a 3 bed house in Seattle');
    await user.keyboard('{ArrowRight}');
    expect(largeImage()).toHaveAttribute('alt', 'Front of a 3 bed house in Seattle');
    await user.keyboard('{ArrowLeft}');
    expect(largeImage()).toHaveAttribute('alt', 'Floor plan of a 3 bed house in Seattle');

    const figure = screen.getByRole('figure');
    fireEvent.touchStart(figure, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(figure, { changedTouches: [{ clientX: 120 }] });
    expect(largeImage()).toHaveAttribute('alt', 'Front of a 3 bed house in Seattle');
    fireEvent.touchStart(figure, { touches: [{ clientX: 120 }] });
    fireEvent.touchEnd(figure, { changedTouches: [{ clientX: 300 }] });
    expect(largeImage()).toHaveAttribute('alt', 'Floor plan of a 3 bed house in Seattle');
    // A tap is not a swipe.
    fireEvent.touchStart(figure, { touches: [{ clientX: 200 }] });
    fireEvent.touchEnd(figure, { changedTouches: [{ clientX: 210 }] });
    expect(largeImage()).toHaveAttribute('alt', 'Floor plan of a 3 bed house in Seattle');
    // The page behind shows the same picture when the dialog closes.
    expect(screen.getByRole('button', { name: /^Show picture 3 of 3/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('closes on Escape and gives focus back to the picture that opened it', async () => {
    const user = renderGallery();
    const opener = screen.getByRole('button', { name: /^Open larger/ });
    await user.click(opener);
    const dialog = screen.getByRole('dialog');
    // The browser turns Escape on a modal <dialog> into a cancel event.
    const cancel = new Event('cancel', { cancelable: true });
    act(() => void dialog.dispatchEvent(cancel));
    expect(cancel.defaultPrevented).toBe(true);
    expect(opener).toHaveFocus();
    act(() => jest.advanceTimersByTime(DIALOG_TRANSITION_MS));
    expect(dialog).not.toHaveAttribute('open');
  });

  it('says so when a home has no pictures', () => {
    render(<PictureGallery home={{ photos: [], pictures: [] }} />);
    expect(screen.getByRole('img', { name: 'No pictures of this home' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('PictureGallery with photos', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const PHOTOS = [{ url: `/media/photos/${'a'.repeat(64)}.jpg` }, { url: `/media/photos/${'b'.repeat(64)}.webp` }];
  const home = (photos: readonly { url: string }[]) => ({
    photos: photos.map((photo) => ({ ...photo })),
    pictures: PICTURES.map((picture) => ({ ...picture })),
  });
  const mainImage = () => screen.getByRole('button', { name: /^(Open larger|Ampliar):/ }).querySelector('img')!;

  it('shows the photos first, each with its place in the alt text, and zooms into them', async () => {
    render(<PictureGallery home={home(PHOTOS)} />);
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    expect(mainImage()).toHaveAttribute('src', PHOTOS[0].url);
    expect(mainImage()).toHaveAttribute('alt', 'Photo 1 of 2 of the home');
    // Sized up front (no shift when it loads); the thumbnails below the main picture load lazily.
    expect(mainImage()).toHaveAttribute('width', '800');
    expect(mainImage()).toHaveAttribute('height', '600');
    const thumbs = screen.getAllByRole('button', { name: /^Show picture/ });
    expect(thumbs.map((thumb) => thumb.getAttribute('aria-label'))).toEqual([
      'Show picture 1 of 5: Photo 1 of 2 of the home',
      'Show picture 2 of 5: Photo 2 of 2 of the home',
      'Show picture 3 of 5: Front of a 3 bed house in Seattle',
      'Show picture 4 of 5: Street view of a 3 bed house in Seattle',
      'Show picture 5 of 5: Floor plan of a 3 bed house in Seattle',
    ]);
    expect(thumbs[0]).toHaveTextContent('Photo');
    for (const thumb of thumbs) expect(thumb.querySelector('img')).toHaveAttribute('loading', 'lazy');

    await user.click(screen.getByRole('button', { name: 'Open larger: Photo 1 of 2 of the home' }));
    expect(screen.getByRole('dialog', { name: 'Picture 1 of 5' })).toHaveAttribute('open');
    expect(largeImage()).toHaveAttribute('src', PHOTOS[0].url);
    await user.keyboard('{ArrowRight}');
    expect(largeImage()).toHaveAttribute('src', PHOTOS[1].url);
    expect(largeImage()).toHaveAttribute('alt', 'Photo 2 of 2 of the home');
  });

  it('drops a photo that fails to load, so the next photo or the drawing stands in', () => {
    render(<PictureGallery home={home(PHOTOS)} />);
    fireEvent.error(mainImage());
    expect(mainImage()).toHaveAttribute('src', PHOTOS[1].url);
    expect(mainImage()).toHaveAttribute('alt', 'Photo of the home');
    fireEvent.error(mainImage());
    expect(mainImage()).toHaveAttribute('src', '/media/homes/h/front.svg');
    expect(screen.getAllByRole('button', { name: /^Show picture/ })).toHaveLength(3);
  });

  it('shows the drawings of a home without photos', () => {
    render(<PictureGallery home={home([])} />);
    expect(mainImage()).toHaveAttribute('src', '/media/homes/h/front.svg');
    expect(screen.queryByText('Photo')).not.toBeInTheDocument();
  });

  it("words the photos' alt text in the brand's language", () => {
    render(<PictureGallery home={home(PHOTOS)} />, { language: 'es' });
    expect(mainImage()).toHaveAttribute('alt', 'Foto 1 de 2 de la casa');
    expect(screen.getAllByRole('button', { name: /^Ver imagen/ })[1]).toHaveTextContent('Foto');
  });
});
