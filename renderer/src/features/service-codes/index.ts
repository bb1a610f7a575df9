export { ServiceCodeTrigger } from './service-code-trigger';
export { isRemoteDebugOn, loadRemoteDebugScript, setRemoteDebug } from './remote-debug';
export { runServiceCode, SERVICE_PATHS } from './run-service-code';
