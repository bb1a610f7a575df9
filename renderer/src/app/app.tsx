import { StrictMode, Suspense } from 'react';
import { BrowserRouter, useLocation, useRoutes } from 'react-router-dom';
import { Loader, RouteErrorBoundary } from '@renderer/features/shell';
import { useAppNavigation } from './navigation';
import { routes } from './router';

export function AppRoutes() {
  const { key } = useLocation();
  const screen = useRoutes(routes);
  return (
    <RouteErrorBoundary place={key}>
      <Suspense fallback={<Loader />}>{screen}</Suspense>
    </RouteErrorBoundary>
  );
}

function AppNavigation() {
  useAppNavigation();
  return null;
}

export function App() {
  return (
    <StrictMode>
      <BrowserRouter>
        <AppNavigation />
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>
  );
}
