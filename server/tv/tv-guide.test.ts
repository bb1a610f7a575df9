import { describe, expect, it } from 'vitest';
import { guideWindow } from '../../common/tv/guide';
import { generateGuide } from './tv-guide';

const NOW = Date.UTC(2027, 2, 14, 21, 37);
const template = { '1': [{ title: 'News', minutes: 60 }, { title: 'Film', minutes: 150 }], '2': [{ title: 'All day', minutes: 720 }] };

describe('the generated TV guide', () => {
  const guide = generateGuide(template, NOW);

  it('covers yesterday to the end of tomorrow without gaps, for every channel', () => {
    for (const programmes of Object.values(guide)) {
      expect(programmes[0]?.startTimestamp).toBe(Date.UTC(2027, 2, 13));
      expect(programmes.at(-1)?.stopTimestamp).toBe(Date.UTC(2027, 2, 16));
      for (let i = 1; i < programmes.length; i++) expect(programmes[i]?.startTimestamp).toBe(programmes[i - 1]?.stopTimestamp);
    }
  });

  it('starts each day again at midnight and cuts the last slot there', () => {
    const today = guide['1']?.filter((p) => p.start.startsWith('2027-03-14')) ?? [];
    expect(today[0]).toMatchObject({ title: 'News', start: '2027-03-14T00:00:00.000Z' });
    expect(today.at(-1)?.stopTimestamp).toBe(Date.UTC(2027, 2, 15));
  });

  it('always has something running and a full day ahead', () => {
    for (const hour of [0, 5, 12, 23.99]) {
      const at = Date.UTC(2027, 2, 14) + hour * 3_600_000;
      const programmes = generateGuide(template, at)['1'];
      expect(guideWindow(programmes, at)[0]?.startTimestamp).toBeLessThanOrEqual(at);
      expect(programmes?.at(-1)?.stopTimestamp).toBeGreaterThanOrEqual(at + 24 * 3_600_000);
    }
  });
});
