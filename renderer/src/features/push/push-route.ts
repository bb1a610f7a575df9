import type { PushAction } from '@common/api';

/** Part 2 §2: a push's `do` leads to /profile (login), /messages (im) or /feedback; anything else opens the app. */
export function pushRoute(action: unknown): string {
  switch (action as PushAction) {
    case 'login':
      return '/profile';
    case 'im':
      return '/messages';
    case 'feedback':
      return '/feedback';
    default:
      return '/';
  }
}

/** What the service worker posts to open windows when a push arrives while the app is open. */
export const PUSH_MESSAGE_TYPE = 'stay-push';
