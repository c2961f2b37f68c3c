import {
  createVoiceGate,
  mapsButton,
  mediaActionsOf,
  offerRemoteCommand,
  REMOTE_COMMANDS,
  type RemoteCommand,
  remoteCommandFor,
  waitsForDouble,
} from '@marcador/domain';
import { keepMediaSessionAlive } from './media-keep-alive';
import { listenForPresses, type PressListenerOptions } from './press-listener';
import { deviceStorage, readStoredMapping } from './remote-storage';
import { remoteTonePlayer } from './remote-tone';

export interface AttachRemoteOptions {
  /** Runs a command through the board's command registry; returns whether it ran. */
  dispatch(command: RemoteCommand): boolean;
  /** A dialog is open on the board: presses are ignored, keys are the dialog's. */
  blocked(): boolean;
  storage?: Pick<Storage, 'getItem'> | undefined;
  /** The confirmation of a command that ran (the remote's tones by default). */
  confirm?: (command: RemoteCommand) => void;
  /** Where the silent sound waits for the first tap; null keeps it off (tests). */
  keepAlive?: typeof keepMediaSessionAlive | null;
  target?: PressListenerOptions['target'];
  mediaSession?: PressListenerOptions['mediaSession'];
  now?: () => number;
}

/**
 * The scoreboard's remote, loaded after the board has painted: reads this device's mapping, and
 * while attached turns each press of a mapped button into its command, once per bounce (the voice
 * duplicate guard), with a tone when the command ran. Presses the mapping does not know are left
 * alone: no command, and the key reaches the page as if there were no remote. Returns the detach.
 */
export function attachRemote({
  dispatch,
  blocked,
  storage = deviceStorage(),
  confirm = remoteTonePlayer(),
  keepAlive = keepMediaSessionAlive,
  target,
  mediaSession,
  now = () => performance.now(),
}: AttachRemoteOptions): () => void {
  const mapping = readStoredMapping(storage);
  if (!REMOTE_COMMANDS.some((command) => mapping[command])) return () => {};
  const mediaActions = mediaActionsOf(mapping);
  let gate = createVoiceGate();
  const stopListening = listenForPresses({
    claims: (button) => mapsButton(mapping, button),
    waitsForDouble: (button) => waitsForDouble(mapping, button),
    mediaActions,
    blocked,
    onPress(press) {
      const command = remoteCommandFor(mapping, press);
      // A dialog may have opened while a single press waited to see whether a second followed.
      if (command === null || blocked()) return;
      const decision = offerRemoteCommand(gate, command, now());
      gate = decision.gate;
      if (decision.accepted && dispatch(command)) confirm(command);
    },
    target,
    mediaSession,
    now,
  });
  const stopKeepAlive = mediaActions.length > 0 && keepAlive ? keepAlive(target) : () => {};
  return () => {
    stopListening();
    stopKeepAlive();
  };
}
