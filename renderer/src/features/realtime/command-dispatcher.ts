import { isCommandName, type ChannelCommand, type CommandData, type CommandName } from '@common/api/realtime';
import { log } from '@renderer/lib/log';

export type CommandHandler<C extends CommandName> = (data: Partial<CommandData[C]>, command: ChannelCommand<C>) => unknown;

const handlers = new Map<CommandName, CommandHandler<never>>();

/**
 * Each feature registers the commands it owns (orders: orderUpdateData; auth: checkout...). One handler per command:
 * a second registration replaces the first, and the returned function removes only its own.
 */
export function registerCommand<C extends CommandName>(cmd: C, handler: CommandHandler<C>): () => void {
  handlers.set(cmd, handler as CommandHandler<never>);
  return () => {
    if (handlers.get(cmd) === (handler as CommandHandler<never>)) handlers.delete(cmd);
  };
}

/** Runs the command's handler. Unknown, unowned or failing commands are logged, never thrown. */
export async function dispatchCommand(command: unknown): Promise<boolean> {
  const cmd = (command as ChannelCommand | null)?.cmd;
  if (!isCommandName(cmd)) {
    log('warn', 'realtime: unknown command dropped', command);
    return false;
  }
  const handler = handlers.get(cmd);
  if (!handler) {
    log('info', `realtime: unhandled command ${cmd}`, command);
    return false;
  }
  const { data } = command as ChannelCommand;
  try {
    await handler((data && typeof data === 'object' ? data : {}) as never, command as ChannelCommand<never>);
    return true;
  } catch (error) {
    log('error', `realtime: command ${cmd} failed`, error);
    return false;
  }
}

export const registeredCommands = (): CommandName[] => [...handlers.keys()];
