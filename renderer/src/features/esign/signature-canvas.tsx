import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import SignaturePad from 'signature_pad';
import type { SignatureData } from '@common/api';
import { scaleGroups, toSignatureData } from './signature-data';

export interface SignatureCanvasHandle {
  clear(): void;
  data(): SignatureData | null;
}

interface Props {
  label: string;
  /** Whether something is drawn, after every stroke and clear. */
  onChange: (drawn: boolean) => void;
  disabled?: boolean;
  ref?: Ref<SignatureCanvasHandle>;
}

/**
 * A signature_pad canvas sized in device pixels (sharp on every pixel ratio) and drawn again from its points whenever
 * its box changes size, as on a rotation, so a signature survives it.
 */
export function SignatureCanvas({ label, onChange, disabled = false, ref }: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const size = useRef({ width: 0, height: 0 });
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, { penColor: '#14213d', minWidth: 0.8, maxWidth: 2.8 });
    padRef.current = pad;
    const fit = () => {
      const { width, height } = canvas.getBoundingClientRect();
      if (width === 0 || height === 0) return;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const before = size.current;
      const strokes = pad.toData();
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      if (strokes.length > 0 && before.width > 0) pad.fromData(scaleGroups(strokes, width / before.width, height / before.height));
      size.current = { width, height };
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    const ratioQuery = window.matchMedia?.(`(resolution: ${window.devicePixelRatio}dppx)`);
    ratioQuery?.addEventListener('change', fit);
    const ended = () => changed.current(!pad.isEmpty());
    pad.addEventListener('endStroke', ended);
    return () => {
      observer.disconnect();
      ratioQuery?.removeEventListener('change', fit);
      pad.removeEventListener('endStroke', ended);
      pad.off();
      padRef.current = null;
    };
  }, []);

  useEffect(() => {
    if (disabled) padRef.current?.off();
    else padRef.current?.on();
  }, [disabled]);

  useImperativeHandle(ref, () => ({
    clear() {
      padRef.current?.clear();
      changed.current(false);
    },
    data() {
      const pad = padRef.current;
      if (!pad || pad.isEmpty()) return null;
      return toSignatureData(pad.toData(), size.current.width, size.current.height);
    },
  }));

  return <canvas ref={canvasRef} className="signature-canvas" role="img" aria-label={label} data-testid="signature-pad" />;
}
