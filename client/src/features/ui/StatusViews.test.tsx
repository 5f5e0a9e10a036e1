import { render, screen } from '../../test/render';
import { ErrorState, LoadingState } from './StatusViews';

describe('the status views', () => {
  it('announce loading by a label, or by the noun of what loads', () => {
    render(<LoadingState noun="Ballpark" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading Ballpark');
  });

  it("say loading and an unexpected error in the brand's language", () => {
    render(
      <>
        <LoadingState noun="Ballpark" />
        <ErrorState title="No se ha cargado" error={new Error('boom')} onRetry={() => {}} />
      </>,
      { language: 'es' },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Cargando Ballpark');
    expect(screen.getByRole('alert')).toHaveTextContent('Algo ha fallado. Inténtalo de nuevo.');
    expect(screen.getByRole('button', { name: 'Inténtalo de nuevo' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Loading|went wrong|Try again|boom/);
  });
});
