import { contentPaths } from '../../common/api/paths';
import type { Hotel } from '../hotels/hotel';

/** A topping choice as the client sends it: a select topping's value, or a checkbox topping itself. */
export interface ToppingChoice {
  id: number;
  price: number;
  /** The topping this choice answers: the select topping of a value, the checkbox itself otherwise. */
  toppingId: number;
}

interface CatalogueTopping {
  id: number;
  parentId: number;
  required: boolean;
}

export interface CatalogueProduct {
  id: number;
  title: string;
  cost: number;
  kind: 'shop' | 'service';
  /** The shop's id for shop products, the service's id for service products. */
  ownerId: number;
  workingHours?: string;
  choices: Map<number, ToppingChoice>;
  toppings: CatalogueTopping[];
}

export interface Catalogue {
  precision: number;
  currency: { symbol: string; format: string };
  fee: { fee: number; feeType: 'percent' | 'fixed' } | null;
  products: Map<number, CatalogueProduct>;
  /** Service pages by serviceId (their workingHours drive the slots). */
  services: Map<number, CatalogueProduct>;
}

type Json = Record<string, unknown>;
const cache = new WeakMap<Hotel, Catalogue>();

/** The hotel's products, read once from its loaded structure files; the default language's titles win. */
export function catalogueOf(hotel: Hotel): Catalogue {
  let catalogue = cache.get(hotel);
  if (!catalogue) {
    catalogue = buildCatalogue(hotel);
    cache.set(hotel, catalogue);
  }
  return catalogue;
}

function buildCatalogue(hotel: Hotel): Catalogue {
  const languages = [hotel.config.defaultLanguage, ...hotel.config.availableLanguages];
  const structures = languages
    .map((lang) => hotel.contentFiles.get(contentPaths.structure(hotel.uid, lang)))
    .filter((file) => file !== undefined)
    .map((file) => JSON.parse(file.body.toString('utf8')) as Json);
  const first = structures[0] ?? {};
  const config = (first.config ?? {}) as Json;
  const currency = (config.currency ?? {}) as Json;
  const cart = (first.cart ?? {}) as Json;
  const products = new Map<number, CatalogueProduct>();
  const services = new Map<number, CatalogueProduct>();
  for (const structure of structures) {
    for (const page of Object.values((structure.pages ?? {}) as Record<string, Json>)) {
      const product = productOf(page);
      if (!product || products.has(product.id)) continue;
      products.set(product.id, product);
      if (product.kind === 'service' && (page.type === 'service' || page.type === 'wakeup')) services.set(product.ownerId, product);
    }
  }
  const fee = Number(cart.fee);
  return {
    precision: Number.isInteger(currency.precision) ? (currency.precision as number) : 2,
    currency: { symbol: String(currency.symbol ?? ''), format: String(currency.format ?? '%v %s') },
    fee: fee > 0 ? { fee, feeType: cart.feeType === 'fixed' ? 'fixed' : 'percent' } : null,
    products,
    services,
  };
}

const isId = (value: unknown): value is number => Number.isInteger(value);

function productOf(page: Json): CatalogueProduct | undefined {
  if (!isId(page.id) || typeof page.cost !== 'number') return undefined;
  const kind = isId(page.serviceId) ? 'service' : page.type === 'shopProduct' && isId(page.shopId) ? 'shop' : undefined;
  if (!kind) return undefined;
  const { choices, toppings } = toppingsOf(page.toppings);
  return {
    id: page.id,
    title: String(page.title ?? ''),
    cost: page.cost,
    kind,
    ownerId: (kind === 'service' ? page.serviceId : page.shopId) as number,
    workingHours: typeof page.workingHours === 'string' ? page.workingHours : undefined,
    choices,
    toppings,
  };
}

function toppingsOf(list: unknown): Pick<CatalogueProduct, 'choices' | 'toppings'> {
  const choices = new Map<number, ToppingChoice>();
  const toppings: CatalogueTopping[] = [];
  for (const topping of Array.isArray(list) ? (list as Json[]) : []) {
    if (!isId(topping.id)) continue;
    toppings.push({ id: topping.id, parentId: isId(topping.parentId) ? topping.parentId : 0, required: topping.required === true });
    if (topping.type === 'select' && Array.isArray(topping.values)) {
      for (const value of topping.values as Json[]) {
        if (isId(value.id)) choices.set(value.id, { id: value.id, price: Number(value.price ?? 0), toppingId: topping.id });
      }
    } else {
      choices.set(topping.id, { id: topping.id, price: Number(topping.price ?? 0), toppingId: topping.id });
    }
  }
  return { choices, toppings };
}
