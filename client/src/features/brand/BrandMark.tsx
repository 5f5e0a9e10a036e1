import { Link } from 'react-router';
import { paths } from '../../paths';
import { useBrand } from './brand-context';

/** The brand's logo and name, linking home. */
export function BrandMark({ size = 36 }: { size?: number }) {
  const { brand, messages } = useBrand();
  return (
    <Link to={paths.home()} className="brand-mark" aria-label={messages.homeOf(brand.displayName)}>
      <img src={brand.logoUrl} alt="" width={size} height={size} />
      <span>{brand.displayName}</span>
    </Link>
  );
}
