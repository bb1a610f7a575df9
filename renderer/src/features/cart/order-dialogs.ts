import { ORDER_RESULT } from '@common/api';
import { translate, type TranslationKey } from '@renderer/lib/i18n';
import { openDialog } from '@renderer/features/shell';

const CREATE_ORDER_KEYS: Readonly<Record<number, TranslationKey>> = {
  1: 'cart.createOrder_1',
  2: 'cart.createOrder_2',
  3: 'cart.createOrder_3',
  9: 'cart.createOrder_9',
  [ORDER_RESULT.batchFailure]: 'cart.createOrder_1001',
};

export const NOPOST_MESSAGE = 'nopost_error';

/** Part 2 §8: the text of a refused order — nopost_error when the guest account refuses the method. */
export function createOrderText(result: number, message?: string): string {
  if (message === NOPOST_MESSAGE) return translate('cart.nopost_error');
  const key = CREATE_ORDER_KEYS[result];
  return key ? translate(key) : translate('cart.generic');
}

export const showOrderError = (text: string): void => {
  openDialog({ kind: 'error', title: translate('shell.error'), text });
};
