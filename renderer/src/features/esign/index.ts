import { lazy } from 'react';
import { withFeatureTexts } from '@renderer/lib/i18n';

export { registerEsignCommand, type EsignCommandContext } from './esign-command';
export { EsignRequestHost } from './esign-request-host';

/** The signature pad and its library load with the first document opened, with the texts they show. */
export const LazyEsignSigning = lazy(withFeatureTexts(() => import('./esign-signing').then((m) => ({ default: m.EsignSigning }))));

/** The pad alone, for the online check-in page. */
export const LazySignatureCanvas = lazy(() => import('./signature-canvas').then((m) => ({ default: m.SignatureCanvas })));
export type { SignatureCanvasHandle } from './signature-canvas';
