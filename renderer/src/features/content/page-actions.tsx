import { createContext, useContext, type ComponentType } from 'react';
import type { Page } from '@common/api';

/**
 * What a guest can do on a product or a service page belongs to the cart, which sits above content: the app hands
 * the cart's components in here, so content draws them without importing the cart.
 */
export interface PageActions {
  ProductActions?: ComponentType<{ product: Page }>;
  ServiceActions?: ComponentType<{ page: Page }>;
}

const PageActionsContext = createContext<PageActions>({});

export const PageActionsProvider = PageActionsContext.Provider;

export const usePageActions = (): PageActions => useContext(PageActionsContext);
