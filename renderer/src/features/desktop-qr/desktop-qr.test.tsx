import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DesktopQr } from './desktop-qr';
import { qrMatrix } from '@common/qr/qr-matrix';

describe('DesktopQr', () => {
  it('draws the level H code of the address at 220 px with a quiet zone', () => {
    render(<DesktopQr url="http://demo.localhost:8080/" />);
    const svg = screen.getByRole('img', { name: 'http://demo.localhost:8080/' });
    expect(svg.getAttribute('width')).toBe('220');
    expect(svg.getAttribute('height')).toBe('220');
    const modules = qrMatrix('http://demo.localhost:8080/').length;
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${modules + 8} ${modules + 8}`);
    const dark = qrMatrix('http://demo.localhost:8080/').flat().filter(Boolean).length;
    expect(svg.querySelector('path')?.getAttribute('d')?.match(/M/g)).toHaveLength(dark);
  });
});
