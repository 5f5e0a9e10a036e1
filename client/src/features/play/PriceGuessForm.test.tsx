import { render, screen } from '../../test/render';
import userEvent from '@testing-library/user-event';
import { PriceGuessForm } from './PriceGuessForm';

function setup(currency = 'GBP', language: 'en' | 'es' = 'en') {
  const onSubmit = jest.fn();
  render(<PriceGuessForm currency={currency} onSubmit={onSubmit} autoFocus />, { language });
  const input = screen.getByRole('textbox', { name: language === 'es' ? /tu estimación/i : /your guess/i });
  return { onSubmit, input, user: userEvent.setup() };
}

describe('PriceGuessForm', () => {
  it('reads "450k" as £450,000 while typing and submits the amount', async () => {
    const { onSubmit, input, user } = setup();
    expect(input).toHaveFocus();
    await user.type(input, '450k');
    expect(screen.getByRole('status')).toHaveTextContent('£450,000');
    await user.click(screen.getByRole('button', { name: /lock in my guess/i }));
    expect(onSubmit).toHaveBeenCalledWith(450_000);
  });

  it('reads "1.2m" and "$450,000" too, in the home currency', async () => {
    const { input, user } = setup('USD');
    await user.type(input, '1.2m');
    expect(screen.getByRole('status')).toHaveTextContent('$1,200,000');
    await user.clear(input);
    await user.type(input, '$450,000');
    expect(screen.getByRole('status')).toHaveTextContent('$450,000');
  });

  it("refuses a currency sign that is not the home's, at once and on submit", async () => {
    const { onSubmit, input, user } = setup('GBP');
    await user.type(input, '$500k');
    expect(screen.getByRole('alert')).toHaveTextContent('This home is priced in pounds (£), not $.');
    expect(screen.getByRole('status')).not.toHaveTextContent('£500,000');
    await user.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('rejects "abc" with an inline message and does not submit', async () => {
    const { onSubmit, input, user } = setup();
    await user.type(input, 'abc');
    await user.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(/can't read that as a price/i);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('status')).not.toHaveTextContent('£0');
  });

  it('says at once when a readable amount is out of the public range, with the currency sign', async () => {
    const { onSubmit, input, user } = setup();
    await user.type(input, '12');
    expect(screen.getByRole('alert')).toHaveTextContent('Your guess must be at least £1,000.');
    await user.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for a guess when submitted empty', async () => {
    const { onSubmit, user } = setup();
    await user.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(/type your guess/i);
  });

  it('shows a server error under the field', () => {
    render(<PriceGuessForm currency="GBP" onSubmit={jest.fn()} serverError="You have already guessed this home." />);
    expect(screen.getByRole('alert')).toHaveTextContent('already guessed');
  });
});

describe('PriceGuessForm on a Spanish brand', () => {
  it.each([
    ['450.000 €', '450.000 €', 450_000],
    ['450.000', '450.000 €', 450_000],
    ['1,2 M€', '1.200.000 €', 1_200_000],
    ['1,2m', '1.200.000 €', 1_200_000],
    ['450 mil', '450.000 €', 450_000],
    ['450.000,50', '450.001 €', 450_001],
    ['1.234.567', '1.234.567 €', 1_234_567],
  ])('reads %p as %s and submits %d', async (typed, shown, amount) => {
    const { onSubmit, input, user } = setup('EUR', 'es');
    await user.type(input, typed);
    expect(screen.getByRole('status')).toHaveTextContent(`Tu estimación se lee como ${shown}`);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Confirmar mi estimación' }));
    expect(onSubmit).toHaveBeenCalledWith(amount);
  });

  it('labels the field in Spanish, with the currency and examples of the locale', () => {
    setup('EUR', 'es');
    expect(screen.getByLabelText('Tu estimación (euros, €)')).toHaveAttribute('placeholder', 'p. ej. 450 mil');
    expect(screen.getByText('Escríbelo como quieras: 450.000 €, 450 mil o 1,2 M€.')).toBeInTheDocument();
  });

  it('says the lower bound in Spanish, formatted as Spanish writes it', async () => {
    const { onSubmit, input, user } = setup('EUR', 'es');
    await user.type(input, '450');
    expect(screen.getByRole('alert')).toHaveTextContent('Tu estimación debe ser de al menos 1.000 €.');
    await user.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks rather than reads "1,200" a thousand times off', async () => {
    const { onSubmit, input, user } = setup('EUR', 'es');
    await user.type(input, '1,200');
    await user.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      '«1,200» puede ser 1.200 € o 1,2 €. Para 1.200 €, escribe 1.200.',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses text and another currency in Spanish', async () => {
    const { onSubmit, input, user } = setup('EUR', 'es');
    await user.type(input, 'mucho');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('No entendemos eso como un precio.');
    await user.clear(input);
    await user.type(input, '$500.000');
    expect(screen.getByRole('alert')).toHaveTextContent('Esta casa tiene el precio en euros (€), no en US$.');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
