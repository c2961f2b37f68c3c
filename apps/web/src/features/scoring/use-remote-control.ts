import { useEffect, useRef } from 'react';
import { afterPaint } from '../../lib/after-paint';
import { type CommandContext, dispatchCommand } from './commands';

/**
 * A Bluetooth remote or headset on the board (lib/remote): its listener loads after the board has
 * painted, in a chunk of its own, and gives its commands through the command registry like the
 * buttons, keys and voice. While `blocked` (a dialog is open) presses are ignored.
 */
export function useRemoteControl(context: CommandContext, blocked: boolean): void {
  const latest = useRef({ context, blocked });
  latest.current = { context, blocked };
  useEffect(() => {
    let detach: (() => void) | undefined;
    let gone = false;
    afterPaint(() => {
      import('../../lib/remote/remote-listener')
        .then(({ attachRemote }) => {
          if (gone) return;
          detach = attachRemote({
            dispatch: (command) => dispatchCommand(command, latest.current.context),
            blocked: () => latest.current.blocked,
          });
        })
        .catch((error: unknown) => {
          // Offline with the chunk not cached: the board works without the remote.
          console.warn('The remote could not load', error);
        });
    });
    return () => {
      gone = true;
      detach?.();
    };
  }, []);
}
