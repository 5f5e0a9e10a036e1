import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { sourceNote } from './listing.mapper';
import { HomeType, PictureType } from './listing.types';

/** A home's fields written for the reader: in the locale of the request's brand. */
@Resolver(() => HomeType)
export class HomeResolver {
  @FieldResolver(() => String, {
    description:
      'Where the home comes from, in the brand\'s language: "Sold 13 Oct 2014 · King County public sale record", or ' +
      '"Illustrative home, invented for the demo" for an invented one.',
  })
  sourceNote(@Root() home: HomeType, @Ctx() context: RequestContext): string {
    return sourceNote(home, context.brand.locale);
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
