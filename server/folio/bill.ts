import type { Bill, BillLine } from '../../common/api/commerce';
import type { AppContext } from '../app-context';
import type { Db } from '../db/open-database';
import type { GuestRow } from '../guests/guest-store';
import { hotelClock } from '../hotels/hotel-clock';
import type { OrderRow } from '../orders/order-store';

interface FolioRow {
  date: string;
  title: string;
  amount_minor: number;
  code: string | null;
  params: string | null;
}

export type FolioStore = ReturnType<typeof folioStore>;

export function folioStore(db: Db) {
  const ofGuest = db.prepare<[number], FolioRow>(
    'SELECT date, title, amount_minor, code, params FROM folio_lines WHERE guest_id = ? ORDER BY date, id',
  );
  return { ofGuest: (guestId: number) => ofGuest.all(guestId) };
}

const lineOf = (row: FolioRow): BillLine => ({
  date: row.date,
  title: row.title,
  amountMinor: row.amount_minor,
  ...(row.code ? { code: row.code } : {}),
  ...(row.params ? { params: JSON.parse(row.params) as Record<string, string | number> } : {}),
});

/**
 * The guest's bill: the hotel's folio lines, every order charged to the room ('pos') and every order paid
 * online, none canceled, dated by the hotel's calendar. Online payments, of orders or of the bill's balance, count as paid; the rest is the balance.
 */
export function billOf(ctx: AppContext, hotelId: number, guest: GuestRow): Bill {
  const lines: BillLine[] = ctx.folio.ofGuest(guest.id).map(lineOf);
  let paidMinor = ctx.payments.folioPaidBy(hotelId, guest.id);
  const zone = ctx.hotels.byId(hotelId)?.config.timeZone;
  for (const order of ctx.orders.chargedTo(hotelId, guest.id)) {
    const paidOnline = order.payment_method === 'payOnline' && order.payment_status === 'paid';
    if (order.payment_method !== 'pos' && !paidOnline) continue;
    const items = orderItems(order);
    lines.push({
      date: hotelClock(zone, order.created_at).slice(0, 10),
      title: `Order ${order.seq}: ${items}`,
      amountMinor: order.total_minor,
      code: 'order',
      params: { number: order.seq, items },
    });
    if (paidOnline) paidMinor += order.total_minor;
  }
  const totalMinor = lines.reduce((sum, line) => sum + line.amountMinor, 0);
  return {
    room: guest.room ?? '',
    guestName: [guest.first_name, guest.last_name].filter(Boolean).join(' '),
    lines,
    totalMinor,
    paidMinor,
    balanceMinor: totalMinor - paidMinor,
    checkedOut: guest.status === 'out',
  };
}

function orderItems(order: OrderRow): string {
  const items = JSON.parse(order.items) as { title: string; amount: number }[];
  return items.map((item) => (item.amount > 1 ? `${item.title} × ${item.amount}` : item.title)).join(', ');
}
