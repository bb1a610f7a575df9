import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { qrPath } from '@common/qr/qr-svg';
import { authQrUrl } from './app-qr-calls';
import { QrCode } from './qr-code';

describe('the guest app QR code', () => {
  it('opens the app home on this host with the one-time tag, never the token', () => {
    expect(authQrUrl('t-a_g', 'http://demo.localhost:8080')).toBe('http://demo.localhost:8080/?authTag=t-a_g');
  });

  it("draws the project encoder's code of the text at the given size", () => {
    const text = 'http://demo.localhost:8080/?authTag=abc';
    render(<QrCode text={text} label="QR" sizePx={240} />);
    const svg = screen.getByRole('img', { name: 'QR' });
    expect(svg.getAttribute('width')).toBe('240');
    expect(svg.querySelector('path')?.getAttribute('d')).toBe(qrPath(text).d);
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${qrPath(text).size} ${qrPath(text).size}`);
  });
});
