import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DesktopQr } from './desktop-qr';
import { encodeQr } from '@common/qr/qr-encode';

describe('DesktopQr', () => {
  it('draws the level H code of the address at 220 px with a quiet zone', () => {
    render(<DesktopQr url="http://demo.localhost:8080/" />);
    const svg = screen.getByRole('img', { name: 'http://demo.localhost:8080/' });
    expect(svg.getAttribute('width')).toBe('220');
    expect(svg.getAttribute('height')).toBe('220');
    const modules = encodeQr('http://demo.localhost:8080/').matrix.length;
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${modules + 8} ${modules + 8}`);
    const dark = encodeQr('http://demo.localhost:8080/').matrix.flat().filter(Boolean).length;
    expect(svg.querySelector('path')?.getAttribute('d')?.match(/M/g)).toHaveLength(dark);
  });
});
