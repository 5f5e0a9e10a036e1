import { Ctx, Query, Resolver } from 'type-graphql';
import { Access } from '../../graphql/access';
import type { RequestContext } from '../../graphql/context';
import { BrandType, WebsiteType, toBrand } from './brand.types';

@Resolver()
export class BrandResolver {
  @Query(() => BrandType, { description: 'The brand of the site being visited (chosen from the host name).' })
  @Access('public')
  currentBrand(@Ctx() { brand }: RequestContext): BrandType {
    return toBrand(brand);
  }

  @Query(() => [BrandType], { description: 'Every brand, the default first, then by name: for integrators.' })
  @Access('public')
  async brands(@Ctx() { services }: RequestContext): Promise<BrandType[]> {
    return (await services.brands.all()).map(toBrand);
  }

  @Query(() => WebsiteType, { description: 'The site-wide settings: supported locales and admin translations.' })
  @Access('public')
  website(@Ctx() { services }: RequestContext): WebsiteType {
    return services.brands.website();
  }
}
