import { useConsole } from '../console-context';
import { BOARD_COLUMNS, boardOf, nextMoves } from '../console-logic';
import type { Order } from '../operator-api';
import { runAction } from '../run-action';
import { useRefreshed } from '../use-refreshed';

const money = (minor: number) => (minor / 100).toFixed(2);

export function OrdersSection() {
  const context = useConsole();
  const { api, signOut } = context;
  const orders = useRefreshed(() => api.orders(), () => signOut(), [api]);
  const board = boardOf(orders.data?.orders ?? []);
  const move = async (order: Order, status: Order['status']) => {
    if (await runAction(context, () => api.moveOrder(order.id, status), `Order ${order.id} moved to ${BOARD_COLUMNS.find((c) => c.status === status)?.title.toLowerCase()}.`)) await orders.reload();
  };

  return (
    <>
      {orders.error && <p role="alert">{orders.error}</p>}
      <div className="board">
        {BOARD_COLUMNS.map((column) => (
          <section key={column.status} aria-labelledby={`column-${column.status}`} className="column" data-testid={`orders-${column.title.toLowerCase().replace(' ', '-')}`}>
            <h3 id={`column-${column.status}`}>
              {column.title} <span className="muted">({board[column.status].length})</span>
            </h3>
            <ul className="plain">
              {board[column.status].map((order) => (
                <li key={order.id} className="card order" aria-label={`Order ${order.id}`}>
                  <strong>Order {order.id}</strong> <span className="muted">{new Date(order.createdAt).toLocaleString('en-GB')}</span>
                  <ul className="items">
                    {order.data.map((item, i) => (
                      <li key={i}>
                        {item.amount} × {item.title}
                      </li>
                    ))}
                  </ul>
                  <p className="muted">
                    {order.numOfPerson} person(s) · {money(order.totalMinor)}
                    {order.deliveryTime ? ` · for ${order.deliveryTime}` : ''}
                    {order.comment ? ` · “${order.comment}”` : ''}
                  </p>
                  <div className="actions">
                    {nextMoves(order.status).map((next) => (
                      <button key={next.status} type="button" onClick={() => move(order, next.status)}>
                        {next.label}
                      </button>
                    ))}
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
