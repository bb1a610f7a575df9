import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openPopup, usePopupStore } from './popup-store';

beforeEach(() => usePopupStore.getState().close());

describe('tablet popup list', () => {
  it('toggles an item and stays open while the action does not return true', () => {
    const action = vi.fn(() => false);
    openPopup({ type: 'list', title: 'Sleep timer', items: [{ id: '30', label: '30', action }, { id: '60', label: '60' }] });
    usePopupStore.getState().choose('30');
    expect(usePopupStore.getState().popup?.items?.[0]?.selected).toBe(true);
    expect(action).toHaveBeenCalledWith(expect.objectContaining({ id: '30', selected: true }));
    usePopupStore.getState().choose('30');
    expect(usePopupStore.getState().popup?.items?.[0]?.selected).toBe(false);
  });

  it('closes when the action returns true', () => {
    openPopup({ type: 'list', title: 'TV', items: [{ id: 'a', label: 'A', action: () => true }] });
    usePopupStore.getState().choose('a');
    expect(usePopupStore.getState().popup).toBeNull();
  });

  it('a select popup keeps one item selected', () => {
    openPopup({ type: 'select', title: 'Area', items: [{ id: 'a', label: 'A', selected: true }, { id: 'b', label: 'B' }] });
    usePopupStore.getState().choose('b');
    expect(usePopupStore.getState().popup?.items?.map((i) => !!i.selected)).toEqual([false, true]);
  });

  it('ignores an unknown item', () => {
    openPopup({ type: 'list', title: 'x', items: [] });
    usePopupStore.getState().choose('nope');
    expect(usePopupStore.getState().popup?.title).toBe('x');
  });
});
