import { withFeatureTexts } from '@renderer/lib/i18n';

const routes = () => import('./messages-routes');

export const loadMessagesRoute = withFeatureTexts(() => routes().then((m) => ({ Component: m.MessagesRoute })));
export const loadRecipientConversationRoute = withFeatureTexts(() => routes().then((m) => ({ Component: m.RecipientConversationRoute })));
export const loadGuestMessageRoute = withFeatureTexts(() => routes().then((m) => ({ Component: m.GuestMessageRoute })));
export const loadRecipientsRoute = withFeatureTexts(() => routes().then((m) => ({ Component: m.RecipientsRoute })));

const store = () => import('./messages-store');

/** For the `im` and `imRead` commands and the focus step: the store loads with them, never with the first screen. */
export const onIncomingMessage = (recipientId: unknown): Promise<void> => store().then((m) => m.onIncomingMessage(recipientId));
export const refreshUnreadMessages = (): Promise<void> => store().then((m) => m.refreshUnread());
