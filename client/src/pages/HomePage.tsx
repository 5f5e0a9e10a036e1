import { useBrand } from '../features/brand/brand-context';
import { homePageFor } from '../features/brand/registry';

/** The brand's own home page (its homePageComponent), loaded on its own. */
export function HomePage() {
  const Home = homePageFor(useBrand().brand.homePageComponent);
  // Loaded before the page renders (main.tsx) or, on a later visit, within the navigation's transition: no
  // Suspense boundary, so that a server-rendered home hydrates in one pass.
  return <Home />;
}
