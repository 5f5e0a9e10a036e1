import { Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { Access } from '../../graphql/access';
import type { RequestContext } from '../../graphql/context';
import type { BrandEntity } from './brand.entity';
import { BrandType } from './brand.types';

@Resolver(() => BrandType)
export class BrandResolver {
  @Query(() => BrandType, { description: 'The brand of the site being visited (chosen from the host name).' })
  @Access('public')
  currentBrand(@Ctx() { brand }: RequestContext): BrandType {
    return brand;
  }

  @FieldResolver(() => String, { description: "The absolute base of the brand's links, such as its share links." })
  origin(@Root() brand: BrandEntity, @Ctx() { services }: RequestContext): string {
    return services.brands.origin(brand);
  }
}
