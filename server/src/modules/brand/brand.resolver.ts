import { Ctx, Query, Resolver } from 'type-graphql';
import { Access } from '../../graphql/access';
import type { RequestContext } from '../../graphql/context';
import { BrandType } from './brand.types';

@Resolver()
export class BrandResolver {
  @Query(() => BrandType, { description: 'The brand of the site being visited (chosen from the host name).' })
  @Access('public')
  currentBrand(@Ctx() { brand }: RequestContext): BrandType {
    return brand;
  }
}
