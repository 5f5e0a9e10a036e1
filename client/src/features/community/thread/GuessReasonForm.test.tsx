import { GUESS_REASON_MAX_LENGTH } from '@ballpark/common/game-variants';
import { render, screen } from '../../../test/render';
import userEvent from '@testing-library/user-event';
import { GuessReasonForm } from './GuessReasonForm';

function setup(props: Partial<Parameters<typeof GuessReasonForm>[0]> = {}, language: 'en' | 'es' = 'en') {
  const onSubmit = jest.fn();
  render(<GuessReasonForm givenReason={null} onSubmit={onSubmit} {...props} />, { language });
  return { onSubmit, user: userEvent.setup() };
}

describe('GuessReasonForm', () => {
  it('posts the reason on one line', async () => {
    const { onSubmit, user } = setup();
    await user.type(screen.getByLabelText('Why that price?'), '  Big garden,   small kitchen ');
    await user.click(screen.getByRole('button', { name: 'Post my reason' }));
    expect(onSubmit).toHaveBeenCalledWith('Big garden, small kitchen');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for words when posted empty, and posts nothing', async () => {
    const { onSubmit, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Post my reason' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please write a reason.');
    expect(screen.getByLabelText('Why that price?')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says at once when the reason is over the limit, and refuses to post it', async () => {
    const { onSubmit, user } = setup();
    const input = screen.getByLabelText('Why that price?');
    expect(input).toHaveAccessibleDescription(new RegExp(`up to ${GUESS_REASON_MAX_LENGTH} characters`));
    await user.click(input);
    await user.paste('x'.repeat(GUESS_REASON_MAX_LENGTH + 1));
    expect(screen.getByRole('alert')).toHaveTextContent(
      `A reason can be at most ${GUESS_REASON_MAX_LENGTH} characters: this one has ${GUESS_REASON_MAX_LENGTH + 1}.`,
    );
    await user.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.keyboard('{Backspace}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's message under the field", () => {
    setup({ serverError: 'You have already given a reason for this guess.' });
    expect(screen.getByRole('alert')).toHaveTextContent('You have already given a reason for this guess.');
  });

  it('shows a reason once given, instead of the form', () => {
    setup({ givenReason: 'Needs a new roof' });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your reason: “Needs a new roof”');
  });

  it('asks in Spanish on a Spanish brand, with the common rule worded in Spanish', async () => {
    const { onSubmit, user } = setup({}, 'es');
    await user.click(screen.getByRole('button', { name: 'Publicar mi motivo' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Escribe un motivo.');
    await user.type(screen.getByLabelText('¿Por qué ese precio?'), 'x'.repeat(GUESS_REASON_MAX_LENGTH + 1));
    expect(screen.getByRole('alert')).toHaveTextContent(`como máximo ${GUESS_REASON_MAX_LENGTH} caracteres`);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
