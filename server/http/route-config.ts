/** Calls that answer with the spec's result codes name theirs for bad input and for failures. */
export interface ResultCodes {
  badInput: number;
  failure: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    resultCodes?: ResultCodes;
  }
}

export const WEB_LOGIN_CODES: ResultCodes = { badInput: 1, failure: 9 };
export const IN_ROOM_CODES: ResultCodes = { badInput: 6, failure: 9 };
