import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../paths';
import { useBrand } from './brand-context';
import './locales';

/** The brand's logo and name, linking home. */
export function BrandMark({ size = 36 }: { size?: number }) {
  const { brand } = useBrand();
  const { t } = useLingui();
  const name = brand.displayName;
  return (
    <Link to={paths.home()} className="brand-mark" aria-label={t`${name} home`}>
      <img src={brand.logoUrl} alt="" width={size} height={size} />
      <span>{brand.displayName}</span>
    </Link>
  );
}
