import { render, screen } from '../../test/render';
import userEvent from '@testing-library/user-event';
import { PlayerNameForm } from './PlayerNameForm';
import { validatePlayerName } from './player-name';
import { i18nFor } from '../i18n/catalogs';

describe('PlayerNameForm', () => {
  it('prefills the remembered name and submits it trimmed', async () => {
    const onSubmit = jest.fn();
    render(<PlayerNameForm defaultName="  Ada " onSubmit={onSubmit} />);
    expect(screen.getByLabelText('Your name')).toHaveValue('  Ada ');
    await userEvent.click(screen.getByRole('button', { name: 'Start game' }));
    expect(onSubmit).toHaveBeenCalledWith({ playerName: 'Ada' });
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

describe('PlayerNameForm asking for an entry token', () => {
  it('asks for the token first and submits both, trimmed', async () => {
    const onSubmit = jest.fn();
    render(<PlayerNameForm defaultName="Ada" onSubmit={onSubmit} askEntryToken />);
    await userEvent.type(screen.getByLabelText('Entry token'), ' abc123 ');
    await userEvent.click(screen.getByRole('button', { name: 'Start game' }));
    expect(onSubmit).toHaveBeenCalledWith({ playerName: 'Ada', entryToken: 'abc123' });
  });

  it("refuses an empty token, and shows the server's refusal under the token", async () => {
    const onSubmit = jest.fn();
    const { rerender } = render(<PlayerNameForm defaultName="Ada" onSubmit={onSubmit} askEntryToken />);
    await userEvent.click(screen.getByRole('button', { name: 'Start game' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the token your host gave you.');
    expect(screen.getByLabelText('Entry token')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(screen.getByLabelText('Entry token'), 'used');
    rerender(
      <PlayerNameForm defaultName="Ada" onSubmit={onSubmit} askEntryToken serverError="That token has been used." />,
    );
    expect(screen.getByLabelText('Entry token')).toHaveAccessibleDescription(/That token has been used\./);
    expect(screen.getByLabelText('Your name')).not.toHaveAccessibleDescription(/used/);
  });

  it('asks only the token where the game asks the name at the end, and submits no name', async () => {
    const onSubmit = jest.fn();
    render(<PlayerNameForm defaultName="Ada" onSubmit={onSubmit} askEntryToken asksName={false} />);
    expect(screen.queryByLabelText('Your name')).toBeNull();
    await userEvent.type(screen.getByLabelText('Entry token'), 'abc123');
    await userEvent.click(screen.getByRole('button', { name: 'Start game' }));
    expect(onSubmit).toHaveBeenCalledWith({ entryToken: 'abc123' });
  });

  it('asks nothing where the game wants neither, and shows the refusal under Start', async () => {
    const onSubmit = jest.fn();
    render(
      <PlayerNameForm defaultName="Ada" onSubmit={onSubmit} asksName={false} serverError="The game has closed." />,
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('The game has closed.');
    await userEvent.click(screen.getByRole('button', { name: 'Start game' }));
    expect(onSubmit).toHaveBeenCalledWith({});
  });

  it('has no token field where the game does not ask one', () => {
    render(<PlayerNameForm defaultName="Ada" onSubmit={jest.fn()} />);
    expect(screen.queryByLabelText('Entry token')).toBeNull();
  });
});

describe('validatePlayerName', () => {
  it('accepts 1 to 40 characters once trimmed', () => {
    const en = i18nFor('en');
    expect(validatePlayerName('A', en)).toBeNull();
    expect(validatePlayerName('x'.repeat(40), en)).toBeNull();
    expect(validatePlayerName('   ', en)).toBe('Please enter a player name.');
    expect(validatePlayerName('x'.repeat(41), en)).toBe('Player names can be at most 40 characters.');
  });

  it('says why in the page language', () => {
    expect(validatePlayerName('x'.repeat(41), i18nFor('es'))).toBe('El nombre puede tener como máximo 40 caracteres.');
  });
});
