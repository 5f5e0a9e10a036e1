import type { HomeGamesQuery } from '../../graphql/generated/graphql';

type Game = HomeGamesQuery['games']['nodes'][number];

/** Up to three front pictures of a game's homes, fanned like the home page's hero. */
export function BrandedGamePictures({ game, className }: { game: Game | undefined; className: string }) {
  const pictures = (game?.homes ?? [])
    .map((gameHome) => gameHome.home.pictures.find((picture) => picture.kind === 'FRONT'))
    .filter((picture) => picture !== undefined)
    .slice(0, 3);
  return (
    <div className={className} aria-hidden="true">
      {pictures.map((picture) => (
        <img key={picture.url} src={picture.url} alt="" width={800} height={600} />
      ))}
    </div>
  );
}
