import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { sourceNote } from './listing.mapper';
import { FACTS_ONLY, HomeType, PictureType } from './listing.types';

/**
 * A home's fields written for the reader: in the locale of the request's brand. Texts people wrote read as written;
 * those the machine composes from the facts (a King County record's) are composed in that locale (listing-texts.ts).
 */
@Resolver(() => HomeType)
export class HomeResolver {
  @FieldResolver(() => String, {
    description:
      'Short description such as "3 bed semi-detached house"; only its place ("A home in Seattle") where the game shows pictures and place only.',
  })
  title(@Root() home: HomeType, @Ctx() context: RequestContext): string {
    return home.textIn('title', context.brand.locale);
  }

  @FieldResolver(() => String)
  addressLine(@Root() home: HomeType, @Ctx() context: RequestContext): string {
    return home.textIn('addressLine', context.brand.locale);
  }

  @FieldResolver(() => String, { nullable: true, description: FACTS_ONLY })
  description(@Root() home: HomeType, @Ctx() context: RequestContext): string | null {
    return home.descriptionIn(context.brand.locale);
  }

  @FieldResolver(() => String, {
    description:
      'Where the home comes from, in the brand\'s language: "Sold 13 Oct 2014 · King County public sale record", or ' +
      '"Illustrative home, invented for the demo" for an invented one.',
  })
  sourceNote(@Root() home: HomeType, @Ctx() context: RequestContext): string {
    const { locale } = context.brand;
    return sourceNote({ ...home, sourceName: home.textIn('source', locale) }, locale);
  }
}

/** A drawing's text alternative, in the locale of the request's brand (as the drawing itself is drawn). */
@Resolver(() => PictureType)
export class PictureResolver {
  @FieldResolver(() => String, { description: "Text alternative for the picture, in the brand's language." })
  alt(@Root() picture: PictureType, @Ctx() context: RequestContext): string {
    return picture.altIn(context.brand.locale);
  }
}
