import userEvent from '@testing-library/user-event';
import type { BrandLocale } from '@ballpark/common/brand-components';
import { render, screen } from '../../test/render';
import { GameSettingsForm } from './GameSettingsForm';

function renderForm(language: BrandLocale, { busy = false } = {}) {
  const onSubmit = jest.fn();
  render(
    <GameSettingsForm
      game={null}
      defaultVariant="public"
      submitLabel="Create the draft"
      busy={busy}
      hydrated
      refusal={null}
      onSubmit={onSubmit}
    />,
    { language },
  );
  return { onSubmit };
}

describe('GameSettingsForm', () => {
  it('asks for the settings in English', () => {
    renderForm('en');
    const form = screen.getByRole('form', { name: 'Game settings' });
    expect(screen.getByLabelText('Title')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '3 homes' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Only with the link' })).toBeInTheDocument();
    expect(screen.getByLabelText('Regions (optional)')).toHaveAccessibleDescription(
      'Where the homes are, separated by commas.',
    );
    expect(form).toHaveTextContent('Show a leaderboard');
  });

  it('asks for the settings in Spanish, on a Spanish brand', async () => {
    renderForm('es');
    const form = screen.getByRole('form', { name: 'Configuración del juego' });
    expect(screen.getByLabelText('Título')).toBeInTheDocument();
    expect(screen.getByLabelText('Descripción')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Rondas' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '3 casas' })).toBeInTheDocument();
    expect(screen.getByLabelText('Zonas (opcional)')).toHaveAccessibleDescription(
      'Dónde están las casas, separadas por comas.',
    );
    expect(
      screen.getByRole('option', { name: 'Logarítmica: la mitad y el doble cuestan lo mismo' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Quién puede encontrarlo' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Solo con el enlace' })).toBeInTheDocument();
    expect(form).toHaveTextContent('Mostrar una clasificación');
    for (const english of ['Title', 'Rounds', 'homes', 'Scoring', 'Who can find it', 'leaderboard'])
      expect(form).not.toHaveTextContent(english);

    await userEvent.click(screen.getByRole('radio', { name: 'Otro número' }));
    expect(screen.getByLabelText('Número de rondas')).toHaveAccessibleDescription('De 2 a 20.');
  });

  it('says it is saving in Spanish', () => {
    renderForm('es', { busy: true });
    expect(screen.getByRole('button', { name: 'Guardando…' })).toBeDisabled();
  });
});
