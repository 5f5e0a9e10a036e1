import { Suspense } from 'react';
import { useBrand } from '../features/brand/brand-context';
import { homePageFor } from '../features/brand/registry';
import { LoadingState } from '../features/ui/StatusViews';

/** The brand's own home page (its homePageComponent), loaded on its own. */
export function HomePage() {
  const Home = homePageFor(useBrand().brand.homePageComponent);
  return (
    <Suspense fallback={<LoadingState label="Loading" />}>
      <Home />
    </Suspense>
  );
}
