import { describe, expect, it } from 'vitest';
import { isBlockedShortcut, type KeyInput } from './shortcuts';

const key = (k: string, mods: Partial<KeyInput> = {}): KeyInput => ({
  type: 'keyDown', key: k, control: false, meta: false, alt: false, shift: false, ...mods,
});

describe('isBlockedShortcut', () => {
  it.each([
    ['Ctrl+R', key('r', { control: true })],
    ['Cmd+R', key('r', { meta: true })],
    ['Ctrl+Shift+R', key('R', { control: true, shift: true })],
    ['F5', key('F5')],
    ['Ctrl+F5', key('F5', { control: true })],
    ['Ctrl+Shift+I', key('I', { control: true, shift: true })],
    ['Ctrl+Shift+J', key('J', { control: true, shift: true })],
    ['F12', key('F12')],
    ['F11', key('F11')],
    ['Alt+F4', key('F4', { alt: true })],
    ['Ctrl+W', key('w', { control: true })],
    ['Ctrl+Q', key('q', { control: true })],
    ['Cmd+Q', key('q', { meta: true })],
    ['Alt+Left (back)', key('ArrowLeft', { alt: true })],
  ])('blocks %s', (_name, input) => {
    expect(isBlockedShortcut(input)).toBe(true);
  });

  it.each([
    ['plain letters a guest types', key('r')],
    ['capital W', key('W', { shift: true })],
    ['D-pad arrows on a TV', key('ArrowLeft')],
    ['Enter', key('Enter')],
    ['Ctrl+C (copy)', key('c', { control: true })],
    ['Ctrl+R on key up', key('r', { control: true, type: 'keyUp' })],
  ])('lets %s through', (_name, input) => {
    expect(isBlockedShortcut(input)).toBe(false);
  });
});
