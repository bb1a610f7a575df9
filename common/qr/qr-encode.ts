/**
 * A QR code encoder for short links: the app's address beside the desktop layout, the loyalty card, the payment
 * provider's link (byte mode, level H, versions 1-10, which hold up to 119 bytes). It follows ISO/IEC 18004: Reed-Solomon over GF(256) with 0x11d, the eight
 * masks and the standard penalty rules; its output is checked against an independent encoder in the tests.
 */
import { utf8 } from './utf8';

const MAX_VERSION = 10;
/** Level H: error-correction codewords per block and number of blocks, versions 1-10. */
const ECC_PER_BLOCK = [17, 28, 22, 16, 22, 28, 26, 26, 24, 28];
const BLOCKS = [1, 1, 2, 4, 4, 4, 5, 6, 8, 8];
const ALIGNMENT: readonly (readonly number[])[] = [
  [], [6, 18], [6, 22], [6, 26], [6, 30], [6, 34], [6, 22, 38], [6, 24, 42], [6, 26, 46], [6, 28, 50],
];
const LEVEL_H_BITS = 2;

export type QrMatrix = boolean[][];

const sizeOf = (version: number) => version * 4 + 17;

function rawModules(version: number): number {
  let result = (16 * version + 128) * version + 64;
  if (version >= 2) {
    const align = Math.floor(version / 7) + 2;
    result -= (25 * align - 10) * align - 55;
    if (version >= 7) result -= 36;
  }
  return result;
}

const dataCodewords = (version: number) =>
  Math.floor(rawModules(version) / 8) - (ECC_PER_BLOCK[version - 1] as number) * (BLOCKS[version - 1] as number);

function gfMultiply(x: number, y: number): number {
  let z = 0;
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    z ^= ((y >>> i) & 1) * x;
  }
  return z & 0xff;
}

function rsDivisor(degree: number): number[] {
  const result = new Array<number>(degree).fill(0);
  result[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < degree; j++) {
      result[j] = gfMultiply(result[j] as number, root);
      if (j + 1 < degree) result[j] = (result[j] as number) ^ (result[j + 1] as number);
    }
    root = gfMultiply(root, 0x02);
  }
  return result;
}

export function rsRemainder(data: readonly number[], degree: number): number[] {
  const divisor = rsDivisor(degree);
  const result = new Array<number>(degree).fill(0);
  for (const byte of data) {
    const factor = byte ^ (result.shift() as number);
    result.push(0);
    divisor.forEach((coef, i) => (result[i] = (result[i] as number) ^ gfMultiply(coef, factor)));
  }
  return result;
}

function encodeData(bytes: Uint8Array, version: number): number[] {
  const capacityBits = dataCodewords(version) * 8;
  const bits: number[] = [];
  const push = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  push(0b0100, 4);
  push(bytes.length, version < 10 ? 8 : 16);
  for (const byte of bytes) push(byte, 8);
  push(0, Math.min(4, capacityBits - bits.length));
  push(0, (8 - (bits.length % 8)) % 8);
  for (let pad = 0xec; bits.length < capacityBits; pad ^= 0xec ^ 0x11) push(pad, 8);
  const codewords: number[] = [];
  for (let i = 0; i < bits.length; i += 8) codewords.push(bits.slice(i, i + 8).reduce((acc, bit) => (acc << 1) | bit, 0));
  return codewords;
}

function interleave(data: number[], version: number): number[] {
  const blocks = BLOCKS[version - 1] as number;
  const ecc = ECC_PER_BLOCK[version - 1] as number;
  const raw = Math.floor(rawModules(version) / 8);
  const shortBlocks = blocks - (raw % blocks);
  const shortLength = Math.floor(raw / blocks);
  const parts: number[][] = [];
  for (let i = 0, k = 0; i < blocks; i++) {
    const length = shortLength - ecc + (i < shortBlocks ? 0 : 1);
    const block = data.slice(k, k + length);
    k += length;
    const remainder = rsRemainder(block, ecc);
    if (i < shortBlocks) block.push(0);
    parts.push([...block, ...remainder]);
  }
  const result: number[] = [];
  for (let i = 0; i < (parts[0] as number[]).length; i++) {
    parts.forEach((block, j) => {
      if (i !== shortLength - ecc || j >= shortBlocks) result.push(block[i] as number);
    });
  }
  return result;
}

class Grid {
  readonly size: number;
  readonly dark: boolean[][];
  readonly fixed: boolean[][];

  constructor(readonly version: number) {
    this.size = sizeOf(version);
    this.dark = Array.from({ length: this.size }, () => new Array<boolean>(this.size).fill(false));
    this.fixed = Array.from({ length: this.size }, () => new Array<boolean>(this.size).fill(false));
  }

  set(x: number, y: number, dark: boolean): void {
    (this.dark[y] as boolean[])[x] = dark;
    (this.fixed[y] as boolean[])[x] = true;
  }

  drawFunctionPatterns(): void {
    for (let i = 0; i < this.size; i++) {
      this.set(6, i, i % 2 === 0);
      this.set(i, 6, i % 2 === 0);
    }
    this.finder(3, 3);
    this.finder(this.size - 4, 3);
    this.finder(3, this.size - 4);
    const positions = ALIGNMENT[this.version - 1] as readonly number[];
    for (const x of positions) {
      for (const y of positions) {
        const nearFinder = (x === 6 && y === 6) || (x === 6 && y === positions.at(-1)) || (x === positions.at(-1) && y === 6);
        if (!nearFinder) this.alignment(x, y);
      }
    }
    this.drawFormat(0);
    this.drawVersion();
  }

  private finder(cx: number, cy: number): void {
    for (let dy = -4; dy <= 4; dy++) {
      for (let dx = -4; dx <= 4; dx++) {
        const d = Math.max(Math.abs(dx), Math.abs(dy));
        const x = cx + dx;
        const y = cy + dy;
        if (x >= 0 && x < this.size && y >= 0 && y < this.size) this.set(x, y, d !== 2 && d !== 4);
      }
    }
  }

  private alignment(cx: number, cy: number): void {
    for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) this.set(cx + dx, cy + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
  }

  drawFormat(mask: number): void {
    const data = (LEVEL_H_BITS << 3) | mask;
    let rem = data;
    for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
    const bits = ((data << 10) | rem) ^ 0x5412;
    const bit = (i: number) => ((bits >>> i) & 1) !== 0;
    for (let i = 0; i <= 5; i++) this.set(8, i, bit(i));
    this.set(8, 7, bit(6));
    this.set(8, 8, bit(7));
    this.set(7, 8, bit(8));
    for (let i = 9; i < 15; i++) this.set(14 - i, 8, bit(i));
    for (let i = 0; i < 8; i++) this.set(this.size - 1 - i, 8, bit(i));
    for (let i = 8; i < 15; i++) this.set(8, this.size - 15 + i, bit(i));
    this.set(8, this.size - 8, true);
  }

  private drawVersion(): void {
    if (this.version < 7) return;
    let rem = this.version;
    for (let i = 0; i < 12; i++) rem = (rem << 1) ^ ((rem >>> 11) * 0x1f25);
    const bits = (this.version << 12) | rem;
    for (let i = 0; i < 18; i++) {
      const dark = ((bits >>> i) & 1) !== 0;
      const a = this.size - 11 + (i % 3);
      const b = Math.floor(i / 3);
      this.set(a, b, dark);
      this.set(b, a, dark);
    }
  }

  drawCodewords(codewords: readonly number[]): void {
    let i = 0;
    for (let right = this.size - 1; right >= 1; right -= 2) {
      if (right === 6) right = 5;
      for (let vert = 0; vert < this.size; vert++) {
        for (let j = 0; j < 2; j++) {
          const x = right - j;
          const upward = ((right + 1) & 2) === 0;
          const y = upward ? this.size - 1 - vert : vert;
          if (!(this.fixed[y] as boolean[])[x] && i < codewords.length * 8) {
            (this.dark[y] as boolean[])[x] = (((codewords[i >>> 3] as number) >>> (7 - (i & 7))) & 1) !== 0;
            i++;
          }
        }
      }
    }
  }

  applyMask(mask: number): void {
    for (let y = 0; y < this.size; y++) {
      for (let x = 0; x < this.size; x++) {
        if ((this.fixed[y] as boolean[])[x]) continue;
        const invert = [
          (x + y) % 2 === 0,
          y % 2 === 0,
          x % 3 === 0,
          (x + y) % 3 === 0,
          (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
          ((x * y) % 2) + ((x * y) % 3) === 0,
          (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
          (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
        ][mask];
        if (invert) (this.dark[y] as boolean[])[x] = !(this.dark[y] as boolean[])[x];
      }
    }
  }
}

/** The standard penalty (N1 runs, N2 blocks, N3 finder-like patterns, N4 balance); the lowest wins. */
export function penalty(matrix: QrMatrix): number {
  const size = matrix.length;
  let score = 0;
  const line = (get: (i: number) => boolean) => {
    let runColor = false;
    let run = 0;
    const cells: boolean[] = [];
    for (let i = 0; i < size; i++) {
      const cell = get(i);
      cells.push(cell);
      if (i > 0 && cell === runColor) {
        run++;
        if (run === 5) score += 3;
        else if (run > 5) score++;
      } else {
        runColor = cell;
        run = 1;
      }
    }
    const padded = [false, false, false, false, ...cells, false, false, false, false];
    const pattern = [true, false, true, true, true, false, true];
    for (let i = 0; i + 7 <= padded.length; i++) {
      if (!pattern.every((v, k) => padded[i + k] === v)) continue;
      const before = i >= 4 && [0, 1, 2, 3].every((k) => !padded[i - 1 - k]);
      const after = i + 11 <= padded.length && [0, 1, 2, 3].every((k) => !padded[i + 7 + k]);
      if (before || after) score += 40;
    }
  };
  for (let y = 0; y < size; y++) line((x) => (matrix[y] as boolean[])[x] as boolean);
  for (let x = 0; x < size; x++) line((y) => (matrix[y] as boolean[])[x] as boolean);
  for (let y = 0; y + 1 < size; y++) {
    for (let x = 0; x + 1 < size; x++) {
      const c = (matrix[y] as boolean[])[x];
      if (c === (matrix[y] as boolean[])[x + 1] && c === (matrix[y + 1] as boolean[])[x] && c === (matrix[y + 1] as boolean[])[x + 1]) score += 3;
    }
  }
  const dark = matrix.reduce((sum, row) => sum + row.filter(Boolean).length, 0);
  const total = size * size;
  score += (Math.ceil(Math.abs(dark * 20 - total * 10) / total) - 1) * 10;
  return score;
}

/** Encodes text (UTF-8) at level H in the smallest version that holds it; `mask` forces a mask for tests. */
export function encodeQr(text: string, mask?: number): { version: number; mask: number; matrix: QrMatrix } {
  const bytes = utf8(text);
  let version = 1;
  while (version <= MAX_VERSION && 4 + (version < 10 ? 8 : 16) + bytes.length * 8 > dataCodewords(version) * 8) version++;
  if (version > MAX_VERSION) throw new RangeError(`Text too long for a level H QR code: ${bytes.length} bytes`);
  const codewords = interleave(encodeData(bytes, version), version);
  const build = (m: number) => {
    const grid = new Grid(version);
    grid.drawFunctionPatterns();
    grid.drawCodewords(codewords);
    grid.applyMask(m);
    grid.drawFormat(m);
    return grid.dark;
  };
  if (mask !== undefined) return { version, mask, matrix: build(mask) };
  let best = { version, mask: 0, matrix: build(0) };
  let bestScore = penalty(best.matrix);
  for (let m = 1; m < 8; m++) {
    const matrix = build(m);
    const score = penalty(matrix);
    if (score < bestScore) {
      best = { version, mask: m, matrix };
      bestScore = score;
    }
  }
  return best;
}
