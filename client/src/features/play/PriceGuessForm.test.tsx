import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { guessProblem, PriceGuessForm } from './PriceGuessForm';

function setup(currency = 'GBP') {
  const onSubmit = jest.fn();
  render(<PriceGuessForm currency={currency} onSubmit={onSubmit} autoFocus />);
  const input = screen.getByRole('textbox', { name: /your guess/i });
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

describe('guessProblem', () => {
  it('accepts the shorthand forms and refuses text', () => {
    expect(guessProblem('450k', 'GBP')).toBeNull();
    expect(guessProblem('1.2m', 'GBP')).toBeNull();
    expect(guessProblem('£450,000', 'GBP')).toBeNull();
    expect(guessProblem('abc', 'USD')).toBe("We can't read that as a price. Try 450k, 1.2m or $450,000.");
    expect(guessProblem('  ', 'GBP')).toMatch(/type your guess/i);
    expect(guessProblem('$450,000', 'GBP')).toMatch(/priced in pounds/);
  });
});
