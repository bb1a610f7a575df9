import type { ReactNode } from 'react';
import { isMiniType } from '../rcu-rules';
import { ClimateItem } from './climate-item';
import { CurtainItem } from './curtain-item';
import type { ItemProps } from './item-props';
import { LanguageItem } from './language-item';
import { LevelItem } from './light-item';
import { LinkItem } from './link-item';
import { ClimateTile, LevelTile } from './mini-tiles';

/** Part 1 §3 rcu items: each type and its Mini variant, as a card on the rcu page or a tile. */
export function RcuItemView({ item, unreachable }: ItemProps): ReactNode {
  const { device } = item;
  const mini = isMiniType(item.itemType);
  if (!device) return <LinkItem item={item} unreachable={unreachable} />;
  const props = { item, device, unreachable };
  switch (device.type) {
    case 'dimmer':
      if (device.params.kind === 'curtain') return <CurtainItem {...props} compact={mini} />;
      return mini ? <LevelTile {...props} /> : <LevelItem {...props} />;
    case 'sound':
      return mini ? <LevelTile {...props} sound /> : <LevelItem {...props} sound />;
    case 'fcu':
    case 'fcutemponly':
      return mini ? <ClimateTile {...props} /> : <ClimateItem {...props} temperatureOnly={device.type === 'fcutemponly'} />;
    case 'language':
      return <LanguageItem {...props} compact={mini} />;
    default:
      return <LinkItem item={item} unreachable={unreachable} />;
  }
}
