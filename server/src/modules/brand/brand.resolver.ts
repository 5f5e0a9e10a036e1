import { Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { Authorized } from '../../graphql/authorization';
import type { RequestContext } from '../../graphql/context';
import type { BrandEntity } from './brand.entity';
import { BrandAddressType, BrandType, SocialLinkType, WebsiteType } from './brand.types';

@Resolver(() => BrandType)
export class BrandResolver {
  @Query(() => BrandType, { description: 'The brand of the site being visited (chosen from the host name).' })
  @Authorized('public')
  currentBrand(@Ctx() { brand }: RequestContext): BrandEntity {
    return brand;
  }

  @FieldResolver(() => String, { description: "The absolute base of the brand's links, such as its share links." })
  origin(@Root() brand: BrandEntity, @Ctx() { services }: RequestContext): string {
    return services.brands.origin(brand);
  }

  @Query(() => [BrandType], { description: 'Every brand, the default first, then by name: for integrators.' })
  @Authorized('public')
  brands(@Ctx() { services }: RequestContext): Promise<BrandEntity[]> {
    return services.brands.all();
  }

  @Query(() => WebsiteType, { description: 'The site-wide settings: supported locales and admin translations.' })
  @Authorized('public')
  website(@Ctx() { services }: RequestContext): WebsiteType {
    return services.brands.website();
  }

  @FieldResolver(() => BrandAddressType, { nullable: true })
  address(@Root() { address }: BrandEntity): BrandAddressType | null {
    if (address === null) return null;
    return typeof address === 'string'
      ? { line1: address, line2: null }
      : { line1: address.line1, line2: address.line2 ?? null };
  }

  @FieldResolver(() => [SocialLinkType])
  socialMedia(@Root() { socialMedia }: BrandEntity): SocialLinkType[] {
    return Object.entries(socialMedia).map(([network, url]) => ({ network, url }));
  }
}
