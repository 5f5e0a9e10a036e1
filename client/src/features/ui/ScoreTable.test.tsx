import { render, screen, within } from '@testing-library/react';
import { ScoreTable, type ScoreColumn } from './ScoreTable';

interface Score {
  name: string;
  points: number;
  mine: boolean;
}

const columns: ScoreColumn<Score>[] = [
  { header: 'Player', cell: (score) => score.name },
  { header: 'Points', numeric: true, className: 'points', cell: (score) => score.points },
];
const scores: Score[] = [
  { name: 'Ann', points: 90, mine: false },
  { name: 'Me', points: 70, mine: true },
];

function renderScores(props: Partial<Parameters<typeof ScoreTable<Score>>[0]> = {}) {
  return render(
    <ScoreTable
      caption="Scores"
      columns={columns}
      rows={scores}
      rowKey={(score) => score.name}
      isViewer={(score) => score.mine}
      {...props}
    />,
  );
}

describe('ScoreTable', () => {
  it('names the table by its caption and scopes each column header to its column', () => {
    renderScores();
    const table = screen.getByRole('table', { name: 'Scores' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => [header.textContent, header.getAttribute('scope')])).toEqual([
      ['Player', 'col'],
      ['Points', 'col'],
    ]);
    expect(within(table).getByRole('cell', { name: '90' })).toBeInTheDocument();
  });

  it('aligns a numeric column, header and cells, and keeps a column’s own classes on its cells', () => {
    renderScores();
    expect(screen.getByRole('columnheader', { name: 'Player' })).not.toHaveClass('number');
    expect(screen.getByRole('columnheader', { name: 'Points' })).toHaveClass('number');
    expect(screen.getByRole('cell', { name: '70' })).toHaveClass('number', 'points');
    expect(screen.getByRole('cell', { name: 'Ann' })).not.toHaveAttribute('class');
  });

  it("marks the viewer's row, and only it, as the current one", () => {
    renderScores({ rowClassName: () => 'extra' });
    const mine = screen.getByRole('row', { current: true });
    expect(mine).toHaveTextContent('Me');
    expect(mine).toHaveClass('is-viewer', 'extra');
    expect(screen.getByRole('row', { name: /Ann/ })).not.toHaveClass('is-viewer');
    expect(screen.getByRole('row', { name: /Ann/ })).toHaveClass('extra');
  });

  it('scrolls sideways on a narrow screen unless told not to, and can hide its caption and its headers', () => {
    const { container, unmount } = renderScores({ className: 'board' });
    expect(container.firstElementChild).toHaveClass('table-scroll');
    expect(screen.getByRole('table')).toHaveClass('table', 'board');
    unmount();

    const lone = renderScores({ scroll: false, headless: true, captionHidden: true });
    expect(lone.container.firstElementChild?.tagName).toBe('TABLE');
    expect(screen.queryAllByRole('columnheader')).toEqual([]);
    expect(screen.getByText('Scores')).toHaveClass('visually-hidden');
  });
});
