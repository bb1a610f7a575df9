import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DialogHost } from './dialog-host';
import { openDialog, useDialogStore } from './dialog-store';

beforeEach(() => useDialogStore.getState().clear());

describe('DialogHost', () => {
  it('shows queued dialogs one at a time, in order', () => {
    render(<DialogHost />);
    act(() => {
      openDialog({ title: 'First', text: 'one' });
      openDialog({ title: 'Second', text: 'two', kind: 'error' });
    });
    expect(screen.getByRole('dialog', { name: 'First' })).toBeDefined();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('alertdialog', { name: 'Second' }).className).toContain('dialog-error');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('dialog queue', () => {
  it('runs a button action on close and opens the next dialog only then', () => {
    const onYes = vi.fn();
    render(<DialogHost />);
    act(() => {
      openDialog({ title: 'Leave?', text: 'Sure?', buttons: [{ label: 'Yes', onClick: onYes }, { label: 'No' }] });
      openDialog({ title: 'Next', text: 'after' });
    });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Yes', 'No']);
    expect(screen.queryByRole('dialog', { name: 'Next' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onYes).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Next' })).toBeDefined();
    expect(useDialogStore.getState().queue).toHaveLength(1);
  });
});
