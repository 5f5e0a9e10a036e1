import { act, render, screen } from '../../test/render';
import { Dialog, DIALOG_TRANSITION_MS } from './Dialog';

// jsdom has no <dialog> methods: open and close it the way a browser does.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

describe('Dialog', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens as a labelled modal and closes after its 300 ms transition', () => {
    const onClose = jest.fn();
    const { rerender } = render(
      <Dialog open title="How scoring works" onClose={onClose}>
        <p>Within 5% scores 100.</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'How scoring works' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveStyle({ transitionDuration: '300ms' });
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(onClose).toHaveBeenCalledTimes(1);

    rerender(
      <Dialog open={false} title="How scoring works" onClose={onClose}>
        <p>Within 5% scores 100.</p>
      </Dialog>,
    );
    expect(DIALOG_TRANSITION_MS).toBe(300);
    act(() => jest.advanceTimersByTime(DIALOG_TRANSITION_MS - 1));
    expect(dialog).toHaveAttribute('open');
    act(() => jest.advanceTimersByTime(1));
    expect(dialog).not.toHaveAttribute('open');
  });

  it("names its close button in the brand's language", () => {
    render(
      <Dialog open title="Cómo se puntúa" onClose={() => {}}>
        <p>…</p>
      </Dialog>,
      { language: 'es' },
    );
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });
});
