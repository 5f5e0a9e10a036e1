import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlayerNameForm } from './PlayerNameForm';
import { validatePlayerName } from './player-name';

describe('PlayerNameForm', () => {
  it('prefills the remembered name and submits it trimmed', async () => {
    const onSubmit = jest.fn();
    render(<PlayerNameForm defaultName="  Ada " onSubmit={onSubmit} />);
    expect(screen.getByLabelText('Your name')).toHaveValue('  Ada ');
    await userEvent.click(screen.getByRole('button', { name: 'Start game' }));
    expect(onSubmit).toHaveBeenCalledWith('Ada');
  });

  it('shows an inline error for an empty name and does not submit', async () => {
    const onSubmit = jest.fn();
    render(<PlayerNameForm defaultName="" onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Start game' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a player name.');
    expect(screen.getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses names over 40 characters', async () => {
    const onSubmit = jest.fn();
    render(<PlayerNameForm defaultName={'x'.repeat(41)} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Start game' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('at most 40 characters');
  });
});

describe('validatePlayerName', () => {
  it('accepts 1 to 40 characters once trimmed', () => {
    expect(validatePlayerName('A')).toBeNull();
    expect(validatePlayerName('x'.repeat(40))).toBeNull();
    expect(validatePlayerName('   ')).not.toBeNull();
    expect(validatePlayerName('x'.repeat(41))).not.toBeNull();
  });
});
