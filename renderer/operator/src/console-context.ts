import { createContext, useContext } from 'react';
import type { OperatorApi } from './operator-api';

export interface ConsoleContext {
  api: OperatorApi;
  hotel: string;
  /** The token was refused: forget it and ask again. */
  signOut: (reason?: string) => void;
  /** Says what an action did, or why it failed, in the console's status line. */
  announce: (text: string) => void;
}

export const ConsoleContextValue = createContext<ConsoleContext | null>(null);

export function useConsole(): ConsoleContext {
  const value = useContext(ConsoleContextValue);
  if (!value) throw new Error('useConsole outside the console');
  return value;
}
