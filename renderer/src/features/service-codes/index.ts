export { ServiceCodeTrigger } from './service-code-trigger';

/** The installer's remote debug: checked after the first paint, switched by a service code. */
export const loadRemoteDebug = () => import('./remote-debug');
