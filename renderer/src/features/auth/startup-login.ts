/** What startup needs after the first paint: login by link and the focus refresh. */
export { checkStoredAuth, refreshOnFocus } from './focus-refresh';
export { runLinkLogin } from './run-link-login';
