// Part 2 §8, §9: room control texts and the room panel's language codes. Not re-exported by the spec index, so the
// first screen's chunk does not carry them: room control screens import '@common/spec/rcu'.

export const RCU_TEXT = {
  unreachable: 'Room Control system in unreachable',
  windowOpenClimate: 'Temperature control is disabled when a window is opened',
  windowOpenCurtain: 'Curtain control is disabled when a window is opened',
} as const;

/**
 * Part 2 §9 room panel language mapping (a hotel may set its own as `rcuLanguageMap`): the app's code to the
 * panel's. The way back is the inverse: the panel's zh-rCN is the app's zh, the panel's zh the app's zh-tw.
 */
export const RCU_PANEL_LANGUAGE_MAP: Readonly<Record<string, string>> = { zh: 'zh-rCN', 'zh-tw': 'zh' };
