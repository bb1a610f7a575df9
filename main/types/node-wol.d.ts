declare module 'node-wol' {
  export function createMagicPacket(macAddress: string): Buffer;
  export function wake(macAddress: string, options: { address?: string; port?: number }, callback: (error?: string) => void): void;
}
