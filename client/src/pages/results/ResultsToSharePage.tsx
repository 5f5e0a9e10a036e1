import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { useGameContext } from '../../features/game/game-context';
import { usePageTitle } from '../../features/page-title';
import { useShareableResult, type ShareableResult } from '../../features/results/results-queries';
import { ShareCard } from '../../features/results/ShareCard';
import { ShareNotFound, SharePageSkeleton, SharePanel } from '../../features/results/SharePanel';
import { QueryView } from '../../features/ui/QueryView';
import './locales';

/**
 * results_to_share/:sessionId — safe to post anywhere. It reads Query.shareableResult only (a type with no price
 * fields) and never the session, so no actual or guessed price can reach this page.
 */
export function ResultsToSharePage() {
  const { game } = useGameContext();
  const sessionId = useParams().sessionId ?? '';
  const query = useShareableResult(sessionId);
  const result = query.data?.shareableResult;
  const { t } = useLingui();
  const gameTitle = result?.gameTitle ?? game.title;
  const [playerName, total, max] = [result?.playerName, result?.totalPoints, result?.maxPoints];
  usePageTitle(result ? t`${playerName} scored ${total}/${max} on ${gameTitle}` : t`Results: ${gameTitle}`);

  return (
    <QueryView
      query={query}
      select={(data) => data.shareableResult}
      noun={t`this result`}
      loading={<SharePageSkeleton />}
      notFoundCodes={['NOT_FOUND', 'BAD_USER_INPUT']}
      notFound={<ShareNotFound game={game} />}
    >
      {(loaded) => <SharePageBody result={loaded} />}
    </QueryView>
  );
}

export function SharePageBody({ result }: { result: ShareableResult }) {
  return <SharePanel shared={result} card={<ShareCard result={result} />} />;
}
