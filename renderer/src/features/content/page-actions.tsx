import { createContext, useContext, type ComponentType } from 'react';
import type { Page } from '@common/api';

/**
 * What a guest can do on a product or a service page belongs to the cart, and the controls of an rcu page to room
 * control, both above content: the app hands their components in here, so content draws them without importing them.
 */
export interface PageActions {
  ProductActions?: ComponentType<{ product: Page }>;
  ServiceActions?: ComponentType<{ page: Page }>;
  RoomControls?: ComponentType<{ page: Page }>;
}

const PageActionsContext = createContext<PageActions>({});

export const PageActionsProvider = PageActionsContext.Provider;

export const usePageActions = (): PageActions => useContext(PageActionsContext);
