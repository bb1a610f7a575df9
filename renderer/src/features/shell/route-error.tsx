import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { log } from '../../lib/log';
import { isChunkLoadError, reloadAfterChunkError } from './chunk-reload';
import { ErrorPage } from './error-page';

export function RouteError() {
  const error = useRouteError();
  log('error', 'route error', error);
  if (isChunkLoadError(error) && reloadAfterChunkError()) return null;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return <ErrorPage status={status} />;
}
