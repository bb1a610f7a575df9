import { useEffect } from 'react';
import { ROOM_TV_COMMANDS } from '@common/api';
import { stateData } from '@common/tv/tv-model';
import { publish, registerCommand } from '@renderer/features/realtime';
import { useAuthStore } from '@renderer/features/auth';
import { onRoomCommand, ownTvId } from './tv-control';
import { useTvStore } from './tv-store';

/**
 * A TV-mode screen answers the room queue's TV commands itself (the demo's simulator then stays quiet) and tells the
 * room's remotes its state as soon as its channel is open.
 */
export function useTvResponder(): void {
  const token = useAuthStore((s) => s.token);
  useEffect(() => {
    const offs = ROOM_TV_COMMANDS.map((cmd) => registerCommand(cmd, (data) => onRoomCommand(cmd, data)));
    return () => offs.forEach((off) => off());
  }, []);

  useEffect(() => {
    if (!token) return;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const announce = () =>
      void publish('roomR', 'set_channels', stateData(ownTvId(), useTvStore.getState().model)).then((sent) => {
        if (!sent && ++tries < 10) timer = setTimeout(announce, 1_000);
      });
    announce();
    return () => clearTimeout(timer);
  }, [token]);
}
