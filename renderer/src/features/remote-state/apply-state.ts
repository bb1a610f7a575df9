import type { RemoteState } from './remote-state-client';

export type TemperatureScale = 'celsius' | 'fahrenheit';

export interface StateEffects {
  /** The room switched language elsewhere: switch here too. */
  language?: string;
  /** The page's language changed here since the room last heard: tell the room. */
  announceLanguage?: string;
  temperatureScale?: TemperatureScale;
}

/**
 * Part 2 §4 "state messages update language and temperature scale". The last language heard from the room is
 * remembered, so a language changed locally (e.g. before a reload) is announced, not overwritten.
 */
export function stateEffects(state: RemoteState, current: { language: string; lastHeard: string | null }): StateEffects {
  const effects: StateEffects = {};
  const language = typeof state.language === 'string' && /^[A-Za-z-]{2,10}$/.test(state.language) ? state.language : null;
  if (language && language !== current.language) {
    if (current.lastHeard !== null && language === current.lastHeard) effects.announceLanguage = current.language;
    else effects.language = language;
  } else if (!language && current.language) {
    effects.announceLanguage = current.language;
  }
  if (state.temperatureScale === 'celsius' || state.temperatureScale === 'fahrenheit') effects.temperatureScale = state.temperatureScale;
  return effects;
}
