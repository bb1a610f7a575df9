declare module 'jssip/lib/Parser.js' {
  import type { IncomingRequest, IncomingResponse } from 'jssip/lib/SIPMessage';
  /** JsSIP's own SIP parser (its ABNF grammar); the second argument is a UA, which parsing does not use. */
  export function parseMessage(data: string, ua: null): IncomingRequest | IncomingResponse | undefined;
}
