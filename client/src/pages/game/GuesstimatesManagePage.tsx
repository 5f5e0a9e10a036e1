import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useGameContext } from '../../features/game/game-context';
import { useManagedHomeGuesses } from '../../features/manage/manage-queries';
import { MANAGED_GUESSES_WORDS, ManagedGuesses } from '../../features/manage/ManagedGuesses';
import { HomeNotFound } from '../../features/guesses/HomeNotFound';
import { usePageTitle } from '../../features/page-title';
import { errorCode } from '../../features/ui/errors';
import { QueryView } from '../../features/ui/QueryView';
import { LoadingState } from '../../features/ui/StatusViews';
import { AccessErrorPage, refusalOf } from '../site/AccessErrorPage';

/**
 * property/:gameHomeId/guesstimates-manage: every guess on one home of the game, for its managers (its creator, an
 * admin of its brand, a site admin): hide a player's name from the public, keep a session off the boards, and undo
 * either. Anyone else gets the access-error page, and the server sends them nothing.
 */
export function GuesstimatesManagePage() {
  const { i18n } = useLingui();
  const { game } = useGameContext();
  const gameHomeId = useParams().gameHomeId ?? '';
  const [offset, setOffset] = useState(0);
  const query = useManagedHomeGuesses(game.slug, gameHomeId, offset);
  const managed = query.data?.managedHomeGuesses;
  usePageTitle(i18n._(managed ? MANAGED_GUESSES_WORDS.titleOf(managed.gameHome.title) : MANAGED_GUESSES_WORDS.title));

  const refusal = !managed && !query.loading ? refusalOf(errorCode(query.error)) : null;
  if (refusal) return <AccessErrorPage askToLogIn={refusal.askToLogIn} />;
  return (
    <QueryView
      query={query}
      select={(data) => data.managedHomeGuesses}
      noun={i18n._(MANAGED_GUESSES_WORDS.noun)}
      loading={<LoadingState label={i18n._(MANAGED_GUESSES_WORDS.loading)} />}
      notFoundCodes={['NOT_FOUND', 'BAD_USER_INPUT']}
      notFoundView={<HomeNotFound />}
    >
      {(loaded) => <ManagedGuesses managed={loaded} offset={offset} onPage={setOffset} />}
    </QueryView>
  );
}
