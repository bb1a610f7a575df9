import type { WebLoginBody } from './web-login-body';
import { slidingWindow } from '../http/sliding-window';

const FIVE_MINUTES_MS = 5 * 60_000;

/**
 * Generous enough for a guest who mistypes, tight enough to stop guessing. The device id is the client's to choose,
 * so the client address and the account guessed at (room, booking, e-mail) are counted too; an account counts only
 * wrong answers, so nobody else's attempts lock a guest out once they are in.
 */
const LOGIN_LIMITS = {
  perDevice: { limit: 30, windowMs: FIVE_MINUTES_MS },
  perAddress: { limit: 60, windowMs: FIVE_MINUTES_MS },
  wrongPerAccount: { limit: 10, windowMs: 15 * 60_000 },
} as const;

export interface LoginAttempt {
  hotelId: number;
  deviceId: string | undefined;
  address: string;
  body: Pick<WebLoginBody, 'type' | 'login'>;
}

export function loginRateLimit(now: () => number = () => Date.now()) {
  const devices = slidingWindow(LOGIN_LIMITS.perDevice.limit, LOGIN_LIMITS.perDevice.windowMs, now);
  const addresses = slidingWindow(LOGIN_LIMITS.perAddress.limit, LOGIN_LIMITS.perAddress.windowMs, now);
  const accounts = slidingWindow(LOGIN_LIMITS.wrongPerAccount.limit, LOGIN_LIMITS.wrongPerAccount.windowMs, now);
  return {
    /** Records one attempt; false when the device, the address or the account used up its window. */
    allow(attempt: LoginAttempt): boolean {
      const device = `${attempt.hotelId}|${attempt.deviceId || attempt.address}`;
      const address = `${attempt.hotelId}|${attempt.address}`;
      const account = accountOf(attempt);
      if (devices.full(device) || addresses.full(address) || (account !== undefined && accounts.full(account))) return false;
      devices.hit(device);
      addresses.hit(address);
      return true;
    },
    /** A wrong answer for the account the attempt named. */
    failed(attempt: LoginAttempt): void {
      const account = accountOf(attempt);
      if (account !== undefined) accounts.hit(account);
    },
  };
}

/** What a guesser guesses at: a room, a booking or an e-mail. A phone login has nothing to guess. */
function accountOf({ hotelId, body }: LoginAttempt): string | undefined {
  return body.type === 'notResident' ? undefined : `${hotelId}|${body.type === 'pms' ? 'resident' : body.type}|${body.login.toLowerCase()}`;
}
