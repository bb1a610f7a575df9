import type { Shop } from '@common/api';
import { APPROX_TIME_MIN_MINUTES } from '@common/spec';
import type { NewCartLine } from './cart-lines';

interface ShopGroup<L extends NewCartLine = NewCartLine> {
  shopId: number;
  lines: L[];
}

export interface CartGroups<L extends NewCartLine = NewCartLine> {
  shops: ShopGroup<L>[];
  /** Each service product is its own not-placed order. */
  services: L[];
}

/** Part 2 §4: shop products by shop; service products one order each; the wake-up service is kept out. */
export function groupCart<L extends NewCartLine>(lines: readonly L[], wakeUpServiceId?: number): CartGroups<L> {
  const shops: ShopGroup<L>[] = [];
  const services: L[] = [];
  for (const line of lines) {
    if (line.serviceId !== undefined) {
      if (wakeUpServiceId === undefined || line.serviceId !== wakeUpServiceId) services.push(line);
      continue;
    }
    const group = shops.find((candidate) => candidate.shopId === line.shopId);
    if (group) group.lines.push(line);
    else shops.push({ shopId: line.shopId, lines: [line] });
  }
  return { shops, services };
}

/** The cart's lines as shown: everything but the wake-up service. */
export const visibleLines = <L extends NewCartLine>(lines: readonly L[], wakeUpServiceId?: number): L[] =>
  lines.filter((line) => wakeUpServiceId === undefined || line.serviceId !== wakeUpServiceId);

/** Part 2 §5: the approximate time is the maximum across items, at least 15 minutes. */
export const approxMinutes = (lines: readonly Pick<NewCartLine, 'approxTime'>[]): number =>
  Math.max(APPROX_TIME_MIN_MINUTES, ...lines.map((line) => line.approxTime ?? 0));

type Shops = Readonly<Record<string, Shop>> | undefined;

/** The number-of-persons counter shows when any shop of the cart has cutlery. */
export const cutleryShown = (lines: readonly NewCartLine[], shops: Shops): boolean =>
  lines.some((line) => line.serviceId === undefined && shops?.[String(line.shopId)]?.cutlery === true);

/** The time picker shows only when a time can be chosen: a service, or a shop offering the choice. */
export const timeSelectable = (lines: readonly NewCartLine[], shops: Shops): boolean =>
  lines.some((line) => line.serviceId !== undefined || shops?.[String(line.shopId)]?.timeSelect === true);
