import { Socket } from 'node:net';
import { ModbusTCPClient, UserRequestError } from 'jsmodbus';
import { ControllerUnreachable, type RoomControlDriver } from '../driver';
import type { DeviceSpec, ModbusDriverConfig } from '../room-control-schema';
import { readingOf, REGISTERS_READ, writesOf } from './register-map';

interface Connection {
  socket: Socket;
  client: ModbusTCPClient;
}

const isModbusException = (error: unknown) => error instanceof UserRequestError && error.err === 'ModbusException';

/**
 * Room controllers behind a Modbus TCP gateway (jsmodbus): one connection per room's unit id, opened on first use
 * and again after it drops. A controller that refuses a write answers a Modbus exception.
 */
export function modbusDriver(config: ModbusDriverConfig): RoomControlDriver {
  const connections = new Map<number, Promise<Connection>>();

  const open = (unitId: number): Promise<Connection> =>
    new Promise((resolve, reject) => {
      const socket = new Socket();
      // The client listens for 'connect' to count itself online, so it exists before the socket connects.
      const client = new ModbusTCPClient(socket, unitId, config.timeoutMs);
      const timer = setTimeout(() => socket.destroy(new Error(`no connection in ${config.timeoutMs} ms`)), config.timeoutMs);
      socket.once('connect', () => {
        clearTimeout(timer);
        resolve({ socket, client });
      });
      socket.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      socket.once('close', () => connections.delete(unitId));
      socket.connect({ host: config.host, port: config.port });
    });

  const connection = (room: string): Promise<Connection> => {
    const unitId = config.units[room];
    if (unitId === undefined) return Promise.reject(new ControllerUnreachable(room, new Error('no Modbus unit for this room')));
    let pending = connections.get(unitId);
    if (!pending) {
      pending = open(unitId);
      connections.set(unitId, pending);
      pending.catch(() => connections.delete(unitId));
    }
    return pending;
  };

  const registersOf = async (room: string, device: DeviceSpec): Promise<number[]> => {
    try {
      const { client } = await connection(room);
      const { response } = await client.readHoldingRegisters(device.register ?? 0, REGISTERS_READ);
      return Array.from(response.body.valuesAsArray);
    } catch (error) {
      throw new ControllerUnreachable(room, error);
    }
  };

  return {
    kind: 'modbus',
    read: async (room, device) => readingOf(device, await registersOf(room, device), config.languages),
    async write(room, device, change) {
      const writes = writesOf(change, config.languages);
      if (!writes) return { ok: false, reason: 'The panel does not offer this language' };
      let client: ModbusTCPClient;
      try {
        client = (await connection(room)).client;
      } catch (error) {
        throw new ControllerUnreachable(room, error);
      }
      for (const { offset, value } of writes) {
        try {
          await client.writeSingleRegister((device.register ?? 0) + offset, value);
        } catch (error) {
          if (isModbusException(error)) return { ok: false, reason: 'The controller refused the change' };
          throw new ControllerUnreachable(room, error);
        }
      }
      return { ok: true };
    },
    async ping(room) {
      try {
        const { client } = await connection(room);
        await client.readHoldingRegisters(0, 1);
      } catch (error) {
        if (!isModbusException(error)) throw new ControllerUnreachable(room, error);
      }
    },
    async close() {
      const open = await Promise.allSettled([...connections.values()]);
      connections.clear();
      for (const result of open) if (result.status === 'fulfilled') result.value.socket.destroy();
    },
  };
}
