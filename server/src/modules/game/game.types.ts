import type { BrandLocale } from '@ballpark/common/brand-components';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { GameVariantEnum, ScoringModeEnum } from '../../graphql/enums';
import { BrandType } from '../brand/brand.types';
import { HomeType } from '../listing/listing.types';

@ObjectType('GameHome', { description: "A home's place in one game (the gameHomeId of the game's URLs)." })
export class GameHomeType {
  @Field(() => ID)
  id: string;

  @Field(() => Int, {
    nullable: true,
    description:
      "The round this home is played in, from 1, when reached through a session's rounds; null elsewhere, as each session draws its own homes from the game's pool.",
  })
  round: number | null;

  /** The title shown in this game, in a locale: the `title` and `redditSuffix` fields (GameHomeResolver), in the brand's. */
  titleIn: (locale: BrandLocale) => string;

  @Field(() => HomeType)
  home: HomeType;
}

@ObjectType('Game', { description: 'An ordered set of homes to guess under a slug.' })
export class GameType {
  @Field(() => ID)
  id: string;

  @Field()
  slug: string;

  @Field()
  title: string;

  @Field()
  description: string;

  @Field(() => GameVariantEnum)
  variant: GameVariantEnum;

  @Field(() => Int, { description: 'How many homes a session of this game guesses.' })
  roundCount: number;

  @Field(() => [String], { description: 'Regions the homes come from.' })
  regions: string[];

  @Field()
  leaderboardEnabled: boolean;

  @Field(() => Date, { nullable: true })
  startsAt: Date | null;

  @Field(() => Date, { nullable: true })
  endsAt: Date | null;

  @Field(() => ScoringModeEnum, { description: "How the game's sessions are scored (a variant may force a mode)." })
  scoringMode: ScoringModeEnum;

  @Field({ description: 'Whether a new session can start now (inside the start/end window).' })
  isOpen: boolean;

  @Field({
    description:
      'Whether the game has closed (a one-off past its closing time): no session starts and no guess is taken, only results show.',
  })
  isClosed: boolean;

  @Field({ description: 'Whether a session starts only with an entry token handed out by the host.' })
  entryByToken: boolean;

  @Field(() => BrandType)
  brand: BrandType;

  @Field(() => Int, {
    description:
      'How many homes sessions draw from (the visible homes); more than roundCount means replays bring new homes.',
  })
  poolSize: number;

  @Field(() => [GameHomeType], {
    description:
      "The game's pool of homes, in the game's order (facts only, no prices); each session plays roundCount of them.",
  })
  homes: GameHomeType[];

  @Field({
    description:
      'Whether a session the caller started now would be ranked: whether the pool still holds enough homes whose price the caller has not seen. Always true without a visitor token.',
  })
  nextSessionRanked: boolean;

  @Field(() => Int, { description: 'Players with a completed session on the all-time board.' })
  playerCount: number;
}

@ObjectType('PageInfo')
export class PageInfoType {
  @Field()
  hasNextPage: boolean;

  @Field(() => String, { nullable: true, description: 'Pass as `after` to read the next page.' })
  endCursor: string | null;
}

@ObjectType('GameConnection', { description: 'A page of games.' })
export class GameConnectionType {
  @Field(() => [GameType])
  nodes: GameType[];

  @Field(() => PageInfoType)
  pageInfo: PageInfoType;
}
