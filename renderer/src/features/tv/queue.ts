import type { CommandData, CommandName } from '@common/api';
import * as realtime from '@renderer/features/realtime';

export type PublishTarget = 'roomT' | 'roomR' | 'token' | 'hotel';
export type Publish = <C extends CommandName>(target: PublishTarget, cmd: C, data: CommandData[C]) => Promise<boolean>;

/** The channel client's publish (`@renderer/features/realtime`); answers false where no channel is open. */
export const publishCommand: Publish = (target, cmd, data) =>
  (realtime as { publish?: Publish }).publish?.(target, cmd, data) ?? Promise.resolve(false);
