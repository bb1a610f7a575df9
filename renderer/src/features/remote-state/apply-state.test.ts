import { describe, expect, it } from 'vitest';
import { stateEffects } from './apply-state';

describe('stateEffects', () => {
  it('switches to a language the room changed to', () => {
    expect(stateEffects({ language: 'ru' }, { language: 'en', lastHeard: 'en' })).toEqual({ language: 'ru' });
    expect(stateEffects({ language: 'ru' }, { language: 'en', lastHeard: null })).toEqual({ language: 'ru' });
  });

  it('announces a language changed here while the room still has the old one', () => {
    expect(stateEffects({ language: 'en' }, { language: 'de', lastHeard: 'en' })).toEqual({ announceLanguage: 'de' });
    expect(stateEffects({}, { language: 'de', lastHeard: null })).toEqual({ announceLanguage: 'de' });
  });

  it('does nothing when they agree, and ignores a malformed language', () => {
    expect(stateEffects({ language: 'en' }, { language: 'en', lastHeard: 'en' })).toEqual({});
    expect(stateEffects({ language: '<img>' }, { language: 'en', lastHeard: 'en' })).toEqual({ announceLanguage: 'en' });
  });

  it('takes the temperature scale when it is celsius or fahrenheit', () => {
    expect(stateEffects({ temperatureScale: 'fahrenheit', language: 'en' }, { language: 'en', lastHeard: 'en' })).toEqual({
      temperatureScale: 'fahrenheit',
    });
    expect(stateEffects({ temperatureScale: 'kelvin', language: 'en' }, { language: 'en', lastHeard: 'en' })).toEqual({});
  });
});
