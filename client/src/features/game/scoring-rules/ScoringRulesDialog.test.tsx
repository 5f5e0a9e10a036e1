import { render, screen, within } from '../../../test/render';
import { ScoringRulesDialog } from './ScoringRulesDialog';

// jsdom has no <dialog> methods: open it the way a browser does.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

/** Spain's Spanish writes a space (a non-breaking one) before the percent sign. */
const plain = (text: string | null) => text?.replace(/\u00a0/g, ' ');

describe("ScoringRulesDialog in the brand's language", () => {
  it('explains the proportional mode in Spanish, in its percentages', () => {
    render(<ScoringRulesDialog mode="LOG" open onClose={() => {}} />, { language: 'es' });
    const dialog = screen.getByRole('dialog', { name: 'Cómo se puntúa' });
    const rows = within(dialog)
      .getAllByRole('row')
      .map((row) => plain(row.textContent));
    expect(rows).toContain('¡Clavado!🎉 100');
    expect(rows).toContain('10 % por encima o 9 % por debajo🎉 93');
    expect(rows).toContain('100 % por encima o 50 % por debajo (el doble o la mitad)👍 50');
    expect(plain(dialog.textContent)).toContain('«¡Increíble!» a menos del 5 % del precio');
    expect(dialog).not.toHaveTextContent(/too high|Spot on|points|Amazing/);
  });

  it("shows the bands table with each band's words in Spanish", () => {
    render(<ScoringRulesDialog mode="BANDS" open onClose={() => {}} />, { language: 'es' });
    const dialog = screen.getByRole('dialog', { name: 'Cómo se puntúa' });
    const rows = within(dialog)
      .getAllByRole('row')
      .map((row) => plain(row.textContent));
    expect(rows[0]).toBe('Tu estimación se desvíaPuntosComentario');
    expect(rows).toContain('hasta el 5 %100🎉 ¡Increíble!');
    expect(rows).toContain('más del 100 %10💪 Más suerte la próxima vez');
    expect(dialog).toHaveTextContent('con un máximo de 100 puntos cada una');
  });
});
