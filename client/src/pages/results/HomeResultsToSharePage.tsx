import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { useGameContext } from '../../features/game/game-context';
import { usePageTitle } from '../../features/page-title';
import { ShareNotFound, SharePageSkeleton, SharePanel } from '../../features/results/SharePanel';
import { useShareableHomeResult } from '../../features/roundup/home-result-queries';
import { HomeShareCard } from '../../features/roundup/HomeShareCard';
import { QueryView } from '../../features/ui/QueryView';
import './locales';

/**
 * results_to_share/p/:gameHomeId/:sessionId — one home's result, safe to post anywhere. It reads
 * Query.shareableHomeResult only (a type with no price fields) and never the session, so no actual or guessed price
 * can reach this page.
 */
export function HomeResultsToSharePage() {
  const { game } = useGameContext();
  const { gameHomeId = '', sessionId = '' } = useParams();
  const query = useShareableHomeResult(sessionId, gameHomeId);
  const result = query.data?.shareableHomeResult;
  const { t } = useLingui();
  const [playerName, points, homeTitle, gameTitle] = [
    result?.playerName,
    result?.points,
    result?.gameHome.title,
    game.title,
  ];
  usePageTitle(
    result && result.points !== null ? t`${playerName} scored ${points}/100 on ${homeTitle}` : t`Result: ${gameTitle}`,
  );

  return (
    <QueryView
      query={query}
      select={(data) => data.shareableHomeResult}
      noun={t`this result`}
      loading={<SharePageSkeleton />}
      notFoundCodes={['NOT_FOUND', 'BAD_USER_INPUT']}
      notFound={<ShareNotFound game={game} />}
    >
      {(loaded) => <SharePanel shared={loaded} card={<HomeShareCard result={loaded} />} />}
    </QueryView>
  );
}
