import { Arg, Ctx, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { Authorized } from '../../graphql/authorization';
import type { RequestContext } from '../../graphql/context';
import type { PartyRoomChangedEvent } from '../../realtime/pubsub';
import { requirePlayer } from '../../policies/visitor-token';
import { CreatePartyRoomInput, PartyRoomType } from './party.types';

const SCREEN_KEY =
  "The room's shared-screen key (`PartyRoom.screenKey`, which its host has): the room as the screen shows it.";

/** Party rooms: the resolvers check the caller and delegate; the service publishes each change after its commit. */
@Resolver()
export class PartyResolver {
  @Query(() => PartyRoomType, {
    description:
      "The room of this code as its player sees it, or with the room's screen key as its shared screen does.",
  })
  @Authorized('visitor')
  async partyRoom(
    @Arg('code') code: string,
    @Arg('screenKey', () => String, { nullable: true, description: SCREEN_KEY }) screenKey: string | null,
    @Ctx() { services, scope }: RequestContext,
  ) {
    return services.partyViews.ofCode(scope, { code, screenKey: screenKey ?? null });
  }

  @Mutation(() => PartyRoomType, { description: 'Open a party room for a game of this site, as its host.' })
  @Authorized('visitor')
  async createPartyRoom(@Arg('input') input: CreatePartyRoomInput, @Ctx() context: RequestContext) {
    const { services, brand, playerId, clientIp, scope } = context;
    const host = requirePlayer(playerId);
    await services.rateLimits.consume('openRoom', host, clientIp, { locale: brand.locale });
    const room = await services.party.create(scope, {
      gameSlug: input.gameSlug,
      roundCount: input.roundCount,
      roundSeconds: input.roundSeconds,
      hostName: input.playerName,
      hostPlays: input.hostPlays,
    });
    return this.partyRoom(room.code, null, context);
  }

  @Mutation(() => PartyRoomType, {
    description: 'Join a room by its code, or come back to it (the same visitor gets their seat and score back).',
  })
  @Authorized('visitor')
  async joinPartyRoom(
    @Arg('code') code: string,
    @Arg('playerName') playerName: string,
    @Ctx() { services, brand, playerId, clientIp, scope }: RequestContext,
  ) {
    const player = requirePlayer(playerId);
    await services.rateLimits.consume('joinRoom', player, clientIp, { locale: brand.locale });
    return services.partyViews.ofReading(await services.party.join(scope, { code }, playerName), player, brand.locale);
  }

  @Mutation(() => PartyRoomType, { description: "The host starts the room's game: the first round opens." })
  @Authorized('visitor')
  async startPartyRoom(@Arg('code') code: string, @Ctx() { services, brand, playerId, scope }: RequestContext) {
    const host = requirePlayer(playerId);
    return services.partyViews.ofReading(await services.party.start(scope, { code }), host, brand.locale);
  }

  @Mutation(() => PartyRoomType, {
    description: "A sealed guess for the room's current round: once, before its deadline.",
  })
  @Authorized('visitor')
  async submitPartyGuess(
    @Arg('code') code: string,
    @Arg('amount', () => Int, { description: "In the home's currency, a whole number from 1,000 to 1,000,000,000." })
    amount: number,
    @Ctx() context: RequestContext,
  ) {
    const { services, brand, playerId, clientIp, scope } = context;
    const player = requirePlayer(playerId);
    await services.rateLimits.consume('guess', player, clientIp, { locale: brand.locale });
    return services.partyViews.ofReading(await services.party.guess(scope, { code }, amount), player, brand.locale);
  }

  @Mutation(() => PartyRoomType, {
    description:
      'The host of a finished room opens the next one for the same group (seated, scores at 0) with new homes; asking twice gives the same room.',
  })
  @Authorized('visitor')
  async playPartyAgain(@Arg('code') code: string, @Ctx() context: RequestContext) {
    const { services, brand, playerId, clientIp, scope } = context;
    const host = requirePlayer(playerId);
    await services.rateLimits.consume('openRoom', host, clientIp, { locale: brand.locale });
    const next = await services.party.playAgain(scope, { code });
    return this.partyRoom(next.code, null, context);
  }

  @Mutation(() => PartyRoomType, { description: 'The host removes the player of a seat; they cannot come back.' })
  @Authorized('visitor')
  async removePartyPlayer(
    @Arg('code') code: string,
    @Arg('seat', () => Int) seat: number,
    @Ctx() { services, brand, playerId, scope }: RequestContext,
  ) {
    const host = requirePlayer(playerId);
    return services.partyViews.ofReading(await services.party.remove(scope, { code, seat }), host, brand.locale);
  }

  @Mutation(() => Boolean, {
    description: 'Leave the room; joining again gives the seat and score back. A leaving host hands the room on.',
  })
  @Authorized('visitor')
  async leavePartyRoom(@Arg('code') code: string, @Ctx() { services, scope }: RequestContext) {
    await services.party.leave(scope, { code });
    return true;
  }

  @Subscription(() => PartyRoomType, {
    name: 'partyRoom',
    // Only a player of the room subscribes; each event then reaches them as their own view of the room, so a sealed
    // guess or price never reaches another player. PartyRoomBroadcasts sends the events, made once per room.
    subscribe: async ({ args, context }) => {
      const requestContext = context as RequestContext;
      const { services, playerId, scope } = requestContext;
      const screenKey = (args.screenKey as string | null | undefined) ?? null;
      const { room, viewer } = await services.party.membership(scope, { code: args.code as string, screenKey });
      if (screenKey !== null && playerId) await services.party.openScreen(room, playerId);
      const events = services.partyBroadcasts.follow(room.id, requestContext, screenKey);
      // A screen with no seat is nobody's presence in the room.
      return viewer ? services.partyPresence.follow(viewer, events) : events;
    },
    description:
      'The room as the viewer (or, with its screen key, the shared screen) sees it, again each time something in it changes. Players only.',
  })
  @Authorized('visitor')
  partyRoomChanged(
    // The room was found by its code when subscribing (`subscribe`); each event names it by id.
    @Arg('code') _code: string,
    @Arg('screenKey', () => String, { nullable: true, description: SCREEN_KEY }) screenKey: string | null,
    @Root() event: PartyRoomChangedEvent,
    @Ctx() { services, brand, playerId }: RequestContext,
  ): Promise<PartyRoomType> {
    return services.partyViews.ofEvent(event, playerId, brand.locale, screenKey ?? null);
  }
}
