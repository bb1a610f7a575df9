import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
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
