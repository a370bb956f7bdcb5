import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app-routes.tsx';
import { AppProviders } from './providers.tsx';

export const App = () => (
  <AppProviders>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </AppProviders>
);
