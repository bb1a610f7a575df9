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
}

export type FolioStore = ReturnType<typeof folioStore>;

export function folioStore(db: Db) {
  const ofGuest = db.prepare<[number], FolioRow>('SELECT date, title, amount_minor FROM folio_lines WHERE guest_id = ? ORDER BY date, id');
  return { ofGuest: (guestId: number) => ofGuest.all(guestId) };
}

/**
 * The guest's bill: the hotel's folio lines, every order charged to the room ('pos') and every order paid
 * online, none canceled, dated by the hotel's calendar. Online payments count as paid; the rest is the balance.
 */
export function billOf(ctx: AppContext, hotelId: number, guest: GuestRow): Bill {
  const lines: BillLine[] = ctx.folio.ofGuest(guest.id).map((row) => ({ date: row.date, title: row.title, amountMinor: row.amount_minor }));
  let paidMinor = 0;
  const zone = ctx.hotels.byId(hotelId)?.config.timeZone;
  for (const order of ctx.orders.chargedTo(hotelId, guest.id)) {
    const paidOnline = order.payment_method === 'payOnline' && order.payment_status === 'paid';
    if (order.payment_method !== 'pos' && !paidOnline) continue;
    lines.push({ date: hotelClock(zone, order.created_at).slice(0, 10), title: orderTitle(order), amountMinor: order.total_minor });
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

function orderTitle(order: OrderRow): string {
  const items = JSON.parse(order.items) as { title: string; amount: number }[];
  return `Order ${order.seq}: ${items.map((item) => (item.amount > 1 ? `${item.title} × ${item.amount}` : item.title)).join(', ')}`;
}
