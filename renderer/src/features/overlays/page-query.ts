import { PRODUCT } from '@common/spec';

export const MODAL_TYPES = ['page', 'info', 'language', 'order', 'timepicker', 'listItems', 'tvGuide'] as const;
export type ModalType = (typeof MODAL_TYPES)[number];

export interface PageQuery {
  modal: { type: ModalType; id: string; shift?: number } | null;
  frame: string | null;
  location: string | null;
  product: number | null;
}

const positiveId = (value: string | null): number | null => {
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 ? id : null;
};

const isModalType = (value: string | null): value is ModalType => MODAL_TYPES.includes(value as ModalType);

/** Part 1 §2 page query parameters. A modal needs both modalType and modalId. */
export function readPageQuery(search: string): PageQuery {
  const query = new URLSearchParams(search);
  const type = query.get('modalType');
  const id = query.get('modalId')?.trim();
  const shift = Number(query.get('shift'));
  const modal = isModalType(type) && id ? { type, id, ...(Number.isFinite(shift) && query.has('shift') ? { shift } : {}) } : null;
  const frame = query.get(`${PRODUCT}mode`) !== null ? query.get('url') : null;
  return {
    modal,
    frame: frame?.trim() ? frame.trim() : null,
    location: query.get('location')?.trim() || null,
    product: positiveId(query.get('product')),
  };
}

/** Frames, redirects and the in-app viewer open only origins the hotel config lists. */
export function isAllowedOrigin(url: string, allowedOrigins: readonly string[] | undefined): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  return (allowedOrigins ?? []).some((origin) => {
    try {
      return new URL(origin).origin === parsed.origin;
    } catch {
      return false;
    }
  });
}

/** The same search without the given parameters: closing a modal keeps the rest of the address. */
export function withoutParams(search: string, names: readonly string[]): string {
  const query = new URLSearchParams(search);
  for (const name of names) query.delete(name);
  const rest = query.toString();
  return rest ? `?${rest}` : '';
}
