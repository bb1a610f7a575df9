import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { deleteBackward, insertText, isTextField } from './edit-field';
import { nextKeyPosition } from './grid-navigation';
import { LAYOUTS, layoutForLanguage, padFor } from './layouts';
import { OnScreenKeyboard } from './on-screen-keyboard';
import { forgetPersonFocus, watchPersonFocus } from './person-focus';

afterEach(() => {
  document.body.innerHTML = '';
  forgetPersonFocus();
});

describe('layouts', () => {
  it('picks Cyrillic for ru and uk, Arabic for ar and fa, Latin QWERTY otherwise', () => {
    expect(layoutForLanguage('ru').name).toBe('cyrillic');
    expect(layoutForLanguage('uk').name).toBe('cyrillic');
    expect(layoutForLanguage('ar').name).toBe('arabic');
    expect(layoutForLanguage('fa').name).toBe('arabic');
    expect(layoutForLanguage('de').name).toBe('latin');
    expect(layoutForLanguage('zh-tw').name).toBe('latin');
    expect(LAYOUTS.latin.rows[1]?.join('')).toBe('qwertyuiop');
    expect(LAYOUTS.cyrillic.rows[1]?.join('')).toBe('йцукенгшщзхъ');
    expect(LAYOUTS.arabic.rtl).toBe(true);
  });
});

describe('editing a field', () => {
  it('inserts at the caret, honours maxLength, and deletes backwards', () => {
    const input = document.createElement('input');
    input.maxLength = 4;
    document.body.append(input);
    insertText(input, '1');
    insertText(input, '2');
    input.setSelectionRange(1, 1);
    insertText(input, '9');
    expect(input.value).toBe('192');
    insertText(input, '34');
    expect(input.value).toBe('192');
    deleteBackward(input);
    expect(input.value).toBe('12');
    input.setSelectionRange(0, 0);
    deleteBackward(input);
    expect(input.value).toBe('12');
  });

  it('serves text-like inputs only', () => {
    const make = (type: string) => Object.assign(document.createElement('input'), { type });
    expect(isTextField(make('text'))).toBe(true);
    expect(isTextField(make('email'))).toBe(true);
    expect(isTextField(make('checkbox'))).toBe(false);
    expect(isTextField(Object.assign(make('text'), { disabled: true }))).toBe(false);
    expect(isTextField(document.createElement('textarea'))).toBe(true);
    expect(isTextField(document.createElement('div'))).toBe(false);
  });
});

describe('grid navigation', () => {
  it('moves with the D-pad, wrapping left and right, clamping up and down', () => {
    const rows = [10, 12, 5];
    expect(nextKeyPosition(rows, { row: 1, col: 11 }, 'ArrowDown')).toEqual({ row: 2, col: 4 });
    expect(nextKeyPosition(rows, { row: 0, col: 0 }, 'ArrowLeft')).toEqual({ row: 0, col: 9 });
    expect(nextKeyPosition(rows, { row: 0, col: 9 }, 'ArrowRight')).toEqual({ row: 0, col: 0 });
    expect(nextKeyPosition(rows, { row: 0, col: 3 }, 'ArrowUp')).toBeNull();
    expect(nextKeyPosition(rows, { row: 2, col: 3 }, 'ArrowDown')).toBeNull();
    expect(nextKeyPosition(rows, { row: 2, col: 3 }, 'Enter')).toBeNull();
  });
});

function Form({ language, onSubmit = () => undefined, inputMode }: { language: string; onSubmit?: (value: string) => void; inputMode?: 'numeric' }) {
  const [value, setValue] = useState('');
  return (
    <>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(value);
        }}
      >
        <label>
          Name
          <input value={value} inputMode={inputMode} onChange={(event) => setValue(event.target.value)} />
        </label>
      </form>
      <p data-testid="value">{value}</p>
      <OnScreenKeyboard language={language} />
    </>
  );
}

/** A touch: pointerdown, the focus it gives, and the click that ends it. */
const touch = (element: Element) => {
  fireEvent.pointerDown(element);
  act(() => (element as HTMLElement).focus());
  fireEvent.click(element);
};

describe('on-screen keyboard', () => {
  it('opens when a person touches a text field, types into the React state, and submits on Done', () => {
    let submitted = '';
    render(<Form language="en" onSubmit={(v) => (submitted = v)} />);
    const input = screen.getByLabelText('Name');
    act(() => input.focus());
    expect(screen.queryByRole('group', { name: 'On-screen keyboard' })).toBeNull();
    touch(input);
    const keyboard = screen.getByTestId('on-screen-keyboard');
    expect(keyboard.dataset.layout).toBe('latin');
    fireEvent.click(screen.getByRole('button', { name: 'h' }));
    fireEvent.click(screen.getByRole('button', { name: 'Shift' }));
    fireEvent.click(screen.getByRole('button', { name: 'I' }));
    fireEvent.click(screen.getByRole('button', { name: 'Space' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByTestId('value').textContent).toBe('hI');
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(submitted).toBe('hI');
    expect(screen.queryByTestId('on-screen-keyboard')).toBeNull();
  });

  it('opens for a field that already has the focus only once the touch is over, so the page moves after it', () => {
    render(<Form language="en" />);
    const input = screen.getByLabelText('Name');
    act(() => input.focus());
    fireEvent.pointerDown(input);
    expect(screen.queryByTestId('on-screen-keyboard')).toBeNull();
    fireEvent.click(input);
    expect(screen.getByTestId('on-screen-keyboard')).toBeDefined();
  });

  it("stays open until a tap on the form's button is over, so the tap's click reaches the button and submits", () => {
    const submitted: string[] = [];
    let openAtClick: boolean | null = null;
    render(
      <>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submitted.push('room');
          }}
        >
          <label>
            Room
            <input defaultValue="108" />
          </label>
          <button type="submit" onClick={() => (openAtClick = screen.queryByTestId('on-screen-keyboard') !== null)}>
            Register
          </button>
        </form>
        <OnScreenKeyboard language="en" />
      </>,
    );
    touch(screen.getByLabelText('Room'));
    expect(screen.getByTestId('on-screen-keyboard')).toBeDefined();
    const button = screen.getByRole('button', { name: 'Register' });
    fireEvent.pointerDown(button);
    act(() => button.focus());
    expect(screen.getByTestId('on-screen-keyboard')).toBeDefined();
    fireEvent.pointerUp(button);
    fireEvent.click(button);
    expect(openAtClick).toBe(true);
    expect(submitted).toEqual(['room']);
    expect(screen.queryByTestId('on-screen-keyboard')).toBeNull();
  });

  it('opens, once it has loaded, for a field a person touched before it had: the keyboard is a lazy chunk', () => {
    watchPersonFocus();
    render(
      <label>
        Room number
        <input />
      </label>,
    );
    const input = screen.getByLabelText('Room number');
    touch(input);
    render(<OnScreenKeyboard language="en" />);
    expect(screen.getByTestId('on-screen-keyboard')).toBeDefined();
  });

  it('opens, once it has loaded, for a field a form had focused and a person then touched', () => {
    watchPersonFocus();
    render(<input aria-label="Room number" />);
    const input = screen.getByLabelText('Room number');
    act(() => input.focus());
    fireEvent.pointerDown(input);
    fireEvent.click(input);
    render(<OnScreenKeyboard language="en" />);
    expect(screen.getByTestId('on-screen-keyboard')).toBeDefined();
  });

  it('stays closed when it loads on a field a script focused', () => {
    watchPersonFocus();
    render(<input aria-label="Room number" />);
    act(() => screen.getByLabelText('Room number').focus());
    render(<OnScreenKeyboard language="en" />);
    expect(screen.queryByTestId('on-screen-keyboard')).toBeNull();
  });

  it('uses the Cyrillic layout for Russian and can switch to Latin', () => {
    render(<Form language="ru" />);
    touch(screen.getByLabelText('Name'));
    fireEvent.click(screen.getByRole('button', { name: 'д' }));
    fireEvent.click(screen.getByRole('button', { name: 'Switch layout' }));
    expect(screen.getByTestId('on-screen-keyboard').dataset.layout).toBe('latin');
    fireEvent.click(screen.getByRole('button', { name: 'a' }));
    expect(screen.getByTestId('value').textContent).toBe('дa');
  });

  it('is right-to-left in Arabic', () => {
    render(<Form language="ar" />);
    touch(screen.getByLabelText('Name'));
    expect(screen.getByTestId('on-screen-keyboard').getAttribute('dir')).toBe('rtl');
  });

  it('is driven by arrow keys: down from the field into the keys, along a row, Enter types, Escape hides', () => {
    render(<Form language="en" />);
    const input = screen.getByLabelText('Name');
    touch(input);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('1');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement?.textContent).toBe('w');
    fireEvent.click(document.activeElement!);
    expect(screen.getByTestId('value').textContent).toBe('w');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByTestId('on-screen-keyboard')).toBeNull();
  });

  it('gives a field for digits a number pad, in every language', () => {
    render(<Form language="ar" inputMode="numeric" />);
    touch(screen.getByLabelText('Name'));
    const keyboard = screen.getByTestId('on-screen-keyboard');
    expect(keyboard.dataset.layout).toBe('numeric');
    expect(keyboard.getAttribute('dir')).toBe('ltr');
    expect(screen.queryByRole('button', { name: 'ض' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Shift' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '1' }));
    fireEvent.click(screen.getByRole('button', { name: '0' }));
    fireEvent.click(screen.getByRole('button', { name: '4' }));
    expect(screen.getByTestId('value').textContent).toBe('104');
    expect(padFor(Object.assign(document.createElement('input'), { type: 'tel' }))?.rows.at(-1)).toEqual(['+', '0']);
    expect(padFor(document.createElement('input'))).toBeNull();
  });

  it('takes the bottom of the screen while open, and gives it back', () => {
    render(<Form language="en" />);
    touch(screen.getByLabelText('Name'));
    expect(document.documentElement.dataset.osk).toBe('open');
    fireEvent.click(screen.getByRole('button', { name: 'Hide keyboard' }));
    expect(document.documentElement.dataset.osk).toBeUndefined();
  });
});
