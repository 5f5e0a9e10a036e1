import { render, screen, within } from '../../../test/render';
import userEvent from '@testing-library/user-event';
import { ScoringHelp, scoringSummary } from './ScoringHelp';
import { i18nFor } from '../../i18n/catalogs';

// jsdom has no <dialog> methods: open and close it the way a browser does.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

async function openRules(mode: 'BANDS' | 'LOG') {
  render(<ScoringHelp mode={mode} />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'How scoring works' }));
  return screen.findByRole('dialog', { name: 'How scoring works' });
}

const JARGON = /log|scale|factor|×|÷|\/1\.1|x1\.1/i;

describe('ScoringHelp', () => {
  it('explains the proportional (log) mode in plain percentages, without jargon', async () => {
    const dialog = await openRules('LOG');
    expect(dialog).not.toHaveTextContent(JARGON);
    for (const name of [
      'Spot on 100',
      '10% too high or 9% too low 93',
      '100% too high or 50% too low (double or half) 50',
      '300% too high or 75% too low 10',
    ]) {
      expect(within(dialog).getByRole('row', { name })).toBeInTheDocument();
    }
    expect(dialog).toHaveTextContent('at least 10 points');
  });

  it("shows the bands table with each band's words", async () => {
    const dialog = await openRules('BANDS');
    expect(within(dialog).getByRole('row', { name: /up to 5% 100 Amazing guess!/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('row', { name: /more than 100% 10 Better luck next time/ })).toBeInTheDocument();
  });

  it('sums each mode up in one plain line', () => {
    expect(scoringSummary('LOG', i18nFor('en'))).not.toMatch(JARGON);
    expect(scoringSummary('LOG', i18nFor('en'))).toMatch(/double the price scores the same as guessing half/);
    expect(scoringSummary('BANDS', i18nFor('es'))).toMatch(/^Hasta 100 puntos por casa/);
  });
});
