import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { currentBrandQuery } from './features/brand/brand-queries';
import { preloadBrandComponents } from './features/brand/registry';
import { NotificationsProvider } from './features/notifications/notifications';
import { createApolloClient } from './graphql/apollo-client';
import { createAppRouter } from './router';
import './styles/global.css';

const client = createApolloClient();
const router = createAppRouter(client);
// Every page wears the brand: ask for it, and fetch its layout, while the route's first chunks download.
void client
  .query({ query: currentBrandQuery })
  .then(({ data }) => {
    if (data) {
      const { layoutComponent, homePageComponent } = data.currentBrand;
      preloadBrandComponents(layoutComponent, window.location.pathname === '/' ? homePageComponent : null);
    }
  })
  .catch(() => {});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ApolloProvider client={client}>
      <NotificationsProvider>
        <RouterProvider router={router} />
      </NotificationsProvider>
    </ApolloProvider>
  </StrictMode>,
);
