import { encode } from 'uqr';
import { utf8 } from './utf8';

export type QrMatrix = boolean[][];

/**
 * The modules of a level H code (part 1 §2: the desktop QR is level H; the payment link and the loyalty card use the
 * same). The text goes in as UTF-8 bytes, so every code is in byte mode, as phone cameras read links best.
 * `mask` fixes the mask pattern (0-7); by default the encoder picks the one with the lowest penalty.
 */
export function qrMatrix(text: string, mask?: number): QrMatrix {
  return encode([...utf8(text)], { ecc: 'H', border: 0, ...(mask === undefined ? {} : { maskPattern: mask }) }).data;
}
