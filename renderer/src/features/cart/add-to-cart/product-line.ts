import type { Page, Shop } from '@common/api';
import type { CartTopping, NewCartLine } from '../cart-lines';

/** Part 2 §3: a product in the cart takes its price from cost and its amount defaults to 1. */
export function productLine(page: Page, toppings: CartTopping[] = [], amount = 1, shop?: Shop): NewCartLine {
  const workingHours = page.workingHours ?? shop?.workingHours;
  const isService = page.serviceId !== undefined;
  return {
    id: page.id,
    title: page.title,
    price: page.cost ?? 0,
    amount,
    toppings,
    shopId: isService ? (page.serviceId as number) : (page.shopId ?? 0),
    ...(isService ? { serviceId: page.serviceId } : {}),
    ...(workingHours ? { workingHours } : {}),
    ...(page.approxTime !== undefined ? { approxTime: page.approxTime } : {}),
    ...(page.image ? { image: page.image } : {}),
  };
}

/** The unit price with the chosen toppings, in major units. */
export const unitPrice = (line: Pick<NewCartLine, 'price' | 'toppings'>): number =>
  line.toppings.reduce((sum, topping) => sum + topping.price * topping.amount, line.price);
