import type { Hotel, HotelDirectory } from '../hotels/hotel';
import type { RoomControlDriver } from './driver';
import { modbusDriver } from './modbus/modbus-driver';
import type { DeviceSpec, RoomControlConfig } from './room-control-schema';
import { simulatorDriver } from './simulator/simulator-driver';

export interface RoomControl {
  /** The driver of a hotel's room controllers, made on first use; none for a hotel without room control. */
  driverOf(hotel: Hotel): RoomControlDriver | undefined;
  devicesOf(hotel: Hotel): readonly DeviceSpec[];
  close(): Promise<void>;
}

export type DriverFactory = (config: RoomControlConfig) => RoomControlDriver;

export const defaultDriverFactory: DriverFactory = (config) =>
  config.driver.type === 'modbus' ? modbusDriver(config.driver) : simulatorDriver(config.devices);

/** The drivers of every hotel, each chosen by its `roomControl` in hotel.json. */
export function roomControl(hotels: HotelDirectory, factory: DriverFactory = defaultDriverFactory): RoomControl {
  const drivers = new Map<number, RoomControlDriver>();
  return {
    driverOf(hotel) {
      if (!hotel.roomControl) return undefined;
      let driver = drivers.get(hotel.id);
      if (!driver) {
        driver = factory(hotel.roomControl);
        drivers.set(hotel.id, driver);
      }
      return driver;
    },
    devicesOf: (hotel) => hotel.roomControl?.devices ?? [],
    async close() {
      await Promise.all([...drivers.values()].map((driver) => driver.close()));
      drivers.clear();
    },
  };
}
