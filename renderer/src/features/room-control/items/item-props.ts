import type { RcuDevice, RcuItem } from '../rcu-devices';

export interface ItemProps {
  item: RcuItem;
  /** The controller does not answer: controls wait. */
  unreachable: boolean;
}

export interface DeviceItemProps extends ItemProps {
  device: RcuDevice;
}
