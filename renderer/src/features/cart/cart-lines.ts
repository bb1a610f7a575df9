/** Part 2 §3 product in the cart. Prices are major units, as the structure file gives them. */
export interface CartTopping {
  id: number;
  name: string;
  price: number;
  amount: number;
}

export interface CartLine {
  key: string;
  id: number;
  title: string;
  price: number;
  amount: number;
  toppings: CartTopping[];
  shopId: number;
  serviceId?: number;
  workingHours?: string;
  approxTime?: number;
  image?: string;
}

export type NewCartLine = Omit<CartLine, 'key'>;

/** Lines are the same product when the id and the chosen toppings (with their amounts) match. */
export const lineKey = (line: Pick<CartLine, 'id' | 'toppings'>): string =>
  [
    line.id,
    ...line.toppings
      .filter((topping) => topping.amount > 0)
      .map((topping) => `${topping.id}x${topping.amount}`)
      .sort(),
  ].join('|');

/** Part 2 §4: adding merges into a line with the same id and toppings (amounts add). */
export function mergeLines(lines: readonly CartLine[], added: readonly NewCartLine[]): CartLine[] {
  const next = lines.map((line) => ({ ...line }));
  for (const line of added) {
    if (!(line.amount > 0)) continue;
    const key = lineKey(line);
    const same = next.find((candidate) => candidate.key === key);
    if (same) same.amount += line.amount;
    else next.push({ ...line, toppings: line.toppings.filter((topping) => topping.amount > 0), key });
  }
  return next;
}

/** Removal reduces the amount; a line at zero or below leaves the cart. */
export function reduceLine(lines: readonly CartLine[], key: string, by = 1): CartLine[] {
  return lines
    .map((line) => (line.key === key ? { ...line, amount: line.amount - by } : line))
    .filter((line) => line.amount > 0);
}

/** Record restored from storage (maybe an older version): keep only well-formed lines, keyed. */
export function sanitizeLines(value: unknown): CartLine[] {
  if (!Array.isArray(value)) return [];
  const lines: NewCartLine[] = [];
  for (const raw of value) {
    if (!raw || typeof raw !== 'object') continue;
    const item = raw as Partial<CartLine> & { cost?: number };
    const price = typeof item.price === 'number' ? item.price : typeof item.cost === 'number' ? item.cost : undefined;
    if (typeof item.id !== 'number' || price === undefined) continue;
    lines.push({
      id: item.id,
      title: typeof item.title === 'string' ? item.title : '',
      price,
      amount: typeof item.amount === 'number' && item.amount > 0 ? item.amount : 1,
      toppings: Array.isArray(item.toppings)
        ? item.toppings.filter((t): t is CartTopping => !!t && typeof t.id === 'number').map((t) => ({
            id: t.id,
            name: typeof t.name === 'string' ? t.name : '',
            price: typeof t.price === 'number' ? t.price : 0,
            amount: typeof t.amount === 'number' ? t.amount : 1,
          }))
        : [],
      shopId: typeof item.shopId === 'number' ? item.shopId : 0,
      ...(typeof item.serviceId === 'number' ? { serviceId: item.serviceId } : {}),
      ...(typeof item.workingHours === 'string' ? { workingHours: item.workingHours } : {}),
      ...(typeof item.approxTime === 'number' ? { approxTime: item.approxTime } : {}),
      ...(typeof item.image === 'string' ? { image: item.image } : {}),
    });
  }
  return mergeLines([], lines);
}
