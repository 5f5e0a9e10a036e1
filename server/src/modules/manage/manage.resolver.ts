import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { DomainError } from '@ballpark/common/errors';
import { Authorized } from '../../graphql/authorization';
import type { RequestContext } from '../../graphql/context';
import type { GameVariantEnum } from '../../graphql/enums';
import { requireUuid } from '../../platform/ids';
import type { BrandEntity } from '../brand/brand.entity';
import { BrandType } from '../brand/brand.types';
import { toGameHome } from '../game/game.mapper';
import { BrandProfileInput, ManagedGameType, ManagedHomeGuessesType, SessionModerationType } from './manage.types';

/** The query's cost limit (graphql/operation-checks.ts) allows about this many rows of every field. */
const GUESSES_PAGE_MAX = 50;

/**
 * The managing pages' API (issue 8): guesstimates-manage (a game's managers: GAME_POLICY.manageGuesses) and
 * scoot-management (a brand's admins: BRAND_POLICY.manage and update). `@Authorized` lets through the roles that may
 * manage something; the services' policies decide for the game or brand at hand.
 */
@Resolver()
export class ManageResolver {
  @Query(() => ManagedHomeGuessesType, {
    description: "Every guess on one home of a game, with the players' names and sessions: for the game's managers.",
  })
  @Authorized('creator', 'brand_admin', 'site_admin')
  async managedHomeGuesses(
    @Arg('gameSlug') gameSlug: string,
    @Arg('gameHomeId', () => ID) gameHomeId: string,
    @Arg('limit', () => Int, { defaultValue: GUESSES_PAGE_MAX }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
    @Ctx() context: RequestContext,
  ): Promise<ManagedHomeGuessesType> {
    if (limit < 1 || limit > GUESSES_PAGE_MAX)
      throw new DomainError('BAD_USER_INPUT', `limit must be 1-${GUESSES_PAGE_MAX}.`);
    if (offset < 0) throw new DomainError('BAD_USER_INPUT', 'offset must be 0 or more.');
    const page = await context.services.guessModeration.guessesOnHome(
      context.scope,
      { gameSlug, gameHomeId: requireUuid(gameHomeId, 'gameHomeId') },
      limit,
      offset,
    );
    return {
      gameSlug: page.game.slug,
      gameTitle: page.game.title,
      leaderboardEnabled: page.game.leaderboardEnabled,
      gameHome: toGameHome(page.gameHome, null, page.game.variant),
      totalCount: page.totalCount,
      guesses: page.guesses,
    };
  }

  @Mutation(() => SessionModerationType, {
    description: 'Hides the player name of a session from the public ("Hidden player"), or shows it again.',
  })
  @Authorized('creator', 'brand_admin', 'site_admin')
  setPlayerNameHidden(
    @Arg('sessionId', () => ID) sessionId: string,
    @Arg('hidden') hidden: boolean,
    @Ctx() context: RequestContext,
  ): Promise<SessionModerationType> {
    return context.services.guessModeration.setNameHidden(
      context.scope,
      { sessionId: requireUuid(sessionId, 'sessionId') },
      hidden,
    );
  }

  @Mutation(() => SessionModerationType, {
    description: "Keeps a session off the game's boards (its player's next best run takes its place), or lets it back.",
  })
  @Authorized('creator', 'brand_admin', 'site_admin')
  setSessionExcluded(
    @Arg('sessionId', () => ID) sessionId: string,
    @Arg('excluded') excluded: boolean,
    @Ctx() context: RequestContext,
  ): Promise<SessionModerationType> {
    return context.services.guessModeration.setExcluded(
      context.scope,
      { sessionId: requireUuid(sessionId, 'sessionId') },
      excluded,
    );
  }

  @Query(() => [ManagedGameType], {
    description: "The site's games, newest first, with their counts of sessions and guesses: for its brand's admins.",
  })
  @Authorized('brand_admin', 'site_admin')
  async managedGames(@Ctx() context: RequestContext): Promise<ManagedGameType[]> {
    const rows = await context.services.brands.managedGames(context.scope);
    return rows.map((row) => ({ ...row, variant: row.variant as GameVariantEnum }));
  }

  @Mutation(() => BrandType, {
    description:
      "Saves the site's brand profile: for its brand's admins. Bad input is refused whole, each field's problem in the error's extensions.",
  })
  @Authorized('brand_admin', 'site_admin')
  updateBrandProfile(
    @Arg('input', () => BrandProfileInput) input: BrandProfileInput,
    @Ctx() context: RequestContext,
  ): Promise<BrandEntity> {
    return context.services.brands.updateProfile(context.scope, input);
  }
}
