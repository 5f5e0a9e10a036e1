import { buildSchema } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { AccountResolver } from './modules/account/account.resolver';
import { BrandResolver } from './modules/brand/brand.resolver';
import { GameBuilderResolver } from './modules/builder/game-builder.resolver';
import { ChallengeResolver } from './modules/challenge/challenge.resolver';
import { GameHomeResolver, GameResolver } from './modules/game/game.resolver';
import { GuessResolver } from './modules/guess/guess.resolver';
import { HomeResolver, PictureResolver } from './modules/listing/home.resolver';
import { LeaderboardResolver } from './modules/leaderboard/leaderboard.resolver';
import { ManageResolver } from './modules/manage/manage.resolver';
import { PartyResolver } from './modules/party/party.resolver';
import { SessionResolver } from './modules/session/session.resolver';
import type { PubSub } from './realtime/pubsub';
import { authChecker } from './graphql/authorization';

export const RESOLVERS = [
  AccountResolver,
  BrandResolver,
  GameResolver,
  GameHomeResolver,
  HomeResolver,
  PictureResolver,
  SessionResolver,
  GuessResolver,
  LeaderboardResolver,
  ChallengeResolver,
  PartyResolver,
  GameBuilderResolver,
  ManageResolver,
] as const;

/** The public schema; `schema.graphql` at the repo root is emitted from this and committed. */
export function buildAppSchema(pubSub: PubSub): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers: RESOLVERS,
    pubSub: pubSub as never,
    validate: false,
    emitSchemaFile: false,
    authChecker,
  });
}
