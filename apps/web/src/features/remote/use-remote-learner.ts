import {
  mapsButton,
  REMOTE_MEDIA_ACTIONS,
  type RemoteBinding,
  type RemoteCommand,
  remoteCommandFor,
  waitsForDouble,
} from '@marcador/domain';
import { useEffect, useReducer, useState } from 'react';
import { keepMediaSessionAlive } from '../../lib/remote/media-keep-alive';
import { listenForPresses } from '../../lib/remote/press-listener';
import { deviceStorage, readStoredMapping, writeStoredMapping } from '../../lib/remote/remote-storage';
import { initialLearner, type LearnerEvent, type LearnerState, learn } from './remote-learner';

/** A press heard by the test area, with the command it gives on the board (null: none). */
export interface TestedPress {
  readonly binding: RemoteBinding;
  readonly command: RemoteCommand | null;
}

/**
 * The page's remote: the learner's state, kept on the device as it changes, and the presses heard.
 * While learning every key but Tab and Escape is the remote's (kept from the page) and every single
 * press waits to see whether a second follows; otherwise presses go to the test area, classified as
 * the board will classify them, and only mapped keys are kept from the page.
 */
export function useRemoteLearner(): {
  state: LearnerState;
  send: (event: LearnerEvent) => void;
  tested: TestedPress | null;
} {
  const [state, send] = useReducer(learn, undefined, () => initialLearner(readStoredMapping(deviceStorage())));
  const [tested, setTested] = useState<TestedPress | null>(null);
  const { mapping, awaiting } = state;
  const learning = awaiting !== null;

  useEffect(() => writeStoredMapping(deviceStorage(), mapping), [mapping]);

  useEffect(
    () =>
      listenForPresses({
        claims: (button) => learning || mapsButton(mapping, button),
        waitsForDouble: (button) => learning || waitsForDouble(mapping, button),
        mediaActions: REMOTE_MEDIA_ACTIONS,
        onPress(binding) {
          if (learning) send({ type: 'pressed', binding });
          else setTested({ binding, command: remoteCommandFor(mapping, binding) });
        },
      }),
    [learning, mapping],
  );

  useEffect(() => {
    if (!learning) return;
    const stop = (event: KeyboardEvent) => {
      if (event.key === 'Escape') send({ type: 'stop' });
    };
    window.addEventListener('keydown', stop);
    return () => window.removeEventListener('keydown', stop);
  }, [learning]);

  // Headset buttons are learned and tried here as on the board: the page has to be playing sound.
  useEffect(() => keepMediaSessionAlive(), []);

  return { state, send, tested };
}
