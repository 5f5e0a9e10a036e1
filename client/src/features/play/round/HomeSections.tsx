import { Trans } from '@lingui/react/macro';
import { HomesMap } from '../../map/HomesMap';
import { HomeFacts } from './HomeFacts';
import type { PlayHome } from '../play-queries';
import './locales';

/** A home's facts and description, as a section of a page; where the variant shows no facts, a note saying so. */
export function HomeAboutSection({
  home,
  showsFacts,
  className,
}: {
  home: PlayHome;
  showsFacts: boolean;
  className: string;
}) {
  return (
    <section className={`${className} card`} aria-labelledby="facts-title">
      <h2 id="facts-title">
        <Trans>About this home</Trans>
      </h2>
      <HomeFacts home={home} showsFacts={showsFacts} />
      {showsFacts && <p className="property-page__description">{home.description}</p>}
    </section>
  );
}

/** Where one home is, on a small map, as a section of a page. */
export function HomeMapSection({
  gameHome,
  className,
}: {
  gameHome: { id: string; title: string; home: PlayHome };
  className: string;
}) {
  const { home } = gameHome;
  return (
    <section className={`${className} card`} aria-labelledby="where-title">
      <h2 id="where-title">
        <Trans>Where it is</Trans>
      </h2>
      <HomesMap
        compact
        homes={[
          {
            id: gameHome.id,
            title: gameHome.title,
            city: home.city,
            region: home.region,
            country: home.country,
            latitude: home.latitude,
            longitude: home.longitude,
          },
        ]}
      />
    </section>
  );
}
