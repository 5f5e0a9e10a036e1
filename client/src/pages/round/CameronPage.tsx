import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useCameronHomes } from '../../features/cameron/cameron-queries';
import { useGameContext } from '../../features/game/game-context';
import { usePageTitle } from '../../features/page-title';
import { QueryView } from '../../features/ui/QueryView';
import { useGamePaths } from '../../paths';
import { HomePicture } from '../../features/play/HomePicture';
import './locales';

/** klavo/v/:gameSlug/cameron — the host's page: Cameron introduces the game and lists the homes there is a word on. */
export function CameronPage() {
  const paths = useGamePaths();
  const { game } = useGameContext();
  const { t } = useLingui();
  const gameTitle = game.title;
  const roundCount = game.roundCount;
  usePageTitle(t`Cameron's commentary: ${gameTitle}`);
  return (
    <div className="stack-lg">
      <header className="page-head">
        <p className="eyebrow">
          <Trans>Your host</Trans>
        </p>
        <h1>
          <Trans>Cameron's commentary</Trans>
        </h1>
        <p className="lead">
          <Trans>
            Cameron, the host of this game, has written a word on each of its homes: what stands out, and what that does
            to the price. You read it with the price, once you have guessed the home; before, it could give the price
            away.
          </Trans>
        </p>
        <p>{game.description}</p>
        <p>
          <Link className="button button--accent" to={paths.gameStart(game.slug)}>
            <Trans>Play {gameTitle}</Trans>
          </Link>
        </p>
      </header>

      <section className="stack" aria-labelledby="homes-title">
        <h2 id="homes-title">
          <Trans>The homes</Trans>
        </h2>
        <QueryView
          query={useCameronHomes(game.slug)}
          select={(data) => data.game?.homes}
          noun={t`the homes`}
          headingLevel={2}
        >
          {(homes) => {
            const homeCount = homes.length;
            return (
              <>
                <p className="muted">
                  <Trans>
                    Each game plays {roundCount} of these {homeCount} homes. Open one you have guessed to read Cameron
                    on it.
                  </Trans>
                </p>
                <ul className="cameron-homes">
                  {homes.map((gameHome) => {
                    return (
                      <li key={gameHome.id}>
                        <Link
                          className="cameron-homes__link"
                          to={paths.propertyCameron({ gameSlug: game.slug, gameHomeId: gameHome.id })}
                        >
                          <HomePicture
                            home={gameHome.home}
                            decorative
                            width={96}
                            height={72}
                            loading="lazy"
                            decoding="async"
                          />
                          <span>
                            <strong>{gameHome.title}</strong>
                            <span className="muted small"> {gameHome.home.city}</span>
                          </span>
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </>
            );
          }}
        </QueryView>
      </section>
    </div>
  );
}
