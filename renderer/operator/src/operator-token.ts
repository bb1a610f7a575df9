const KEY = 'stay.operator.token';

/** The operator's token, kept for this tab only: closing it forgets the token. */
export const operatorToken = {
  read: (): string => sessionStorage.getItem(KEY) ?? '',
  write: (token: string) => sessionStorage.setItem(KEY, token),
  forget: () => sessionStorage.removeItem(KEY),
};
