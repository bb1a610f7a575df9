import { describe, expect, it } from 'vitest';
import { isAllowedOrigin, readPageQuery, withoutParams } from './page-query';

describe('readPageQuery', () => {
  it('opens a modal only when both modalType and modalId are given', () => {
    expect(readPageQuery('?modalType=page&modalId=10').modal).toEqual({ type: 'page', id: '10' });
    expect(readPageQuery('?modalType=page').modal).toBeNull();
    expect(readPageQuery('?modalId=10').modal).toBeNull();
    expect(readPageQuery('?modalType=page&modalId=').modal).toBeNull();
  });

  it('knows every modal type of the spec and nothing else', () => {
    for (const type of ['page', 'info', 'language', 'order', 'timepicker', 'listItems', 'tvGuide']) {
      expect(readPageQuery(`?modalType=${type}&modalId=1`).modal?.type).toBe(type);
    }
    expect(readPageQuery('?modalType=evil&modalId=1').modal).toBeNull();
  });

  it('carries the timepicker shift', () => {
    expect(readPageQuery('?modalType=timepicker&modalId=1&shift=15').modal).toEqual({ type: 'timepicker', id: '1', shift: 15 });
  });

  it('reads the frame only with staymode and url together', () => {
    expect(readPageQuery('?staymode=1&url=https%3A%2F%2Fwww.openstreetmap.org%2F').frame).toBe('https://www.openstreetmap.org/');
    expect(readPageQuery('?url=https%3A%2F%2Fa.example').frame).toBeNull();
    expect(readPageQuery('?staymode=1').frame).toBeNull();
  });

  it('keeps the location tag and a product id', () => {
    expect(readPageQuery('?location=lobby%2Fbar&product=212')).toMatchObject({ location: 'lobby/bar', product: 212 });
    expect(readPageQuery('?product=abc').product).toBeNull();
  });
});

describe('isAllowedOrigin', () => {
  const allowed = ['https://www.openstreetmap.org'];
  it('allows only listed origins over http(s)', () => {
    expect(isAllowedOrigin('https://www.openstreetmap.org/#map=12', allowed)).toBe(true);
    expect(isAllowedOrigin('https://evil.example/', allowed)).toBe(false);
    expect(isAllowedOrigin('https://www.openstreetmap.org.evil.example/', allowed)).toBe(false);
    expect(isAllowedOrigin('javascript:alert(1)', ['javascript:alert(1)'])).toBe(false);
    expect(isAllowedOrigin('not a url', allowed)).toBe(false);
    expect(isAllowedOrigin('https://www.openstreetmap.org/', undefined)).toBe(false);
  });
});

describe('withoutParams', () => {
  it('removes the modal parameters and keeps the rest', () => {
    expect(withoutParams('?modalType=page&modalId=1&lang=de', ['modalType', 'modalId'])).toBe('?lang=de');
    expect(withoutParams('?modalType=page&modalId=1', ['modalType', 'modalId'])).toBe('');
  });
});
