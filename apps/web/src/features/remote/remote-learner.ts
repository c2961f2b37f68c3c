import {
  bindRemoteCommand,
  REMOTE_COMMANDS,
  type RemoteBinding,
  type RemoteCommand,
  type RemoteMapping,
} from '@marcador/domain';

/**
 * The "Mando a distancia" page's teaching of a remote, as a small state machine: the page awaits a
 * press for one command at a time, either walking through the three in order or re-learning one.
 */
export interface LearnerState {
  readonly mapping: RemoteMapping;
  /** The command whose press the page waits for; null when it is not learning (the test area listens). */
  readonly awaiting: RemoteCommand | null;
  /** Walking the commands in order (after a press or a skip the next one is awaited), not re-learning one. */
  readonly walking: boolean;
  /** The last press refused because another command has it, shown until the next press or step. */
  readonly refused: { readonly binding: RemoteBinding; readonly takenBy: RemoteCommand } | null;
}

export type LearnerEvent =
  /** A press classified while awaiting (single, double or long). */
  | { readonly type: 'pressed'; readonly binding: RemoteBinding }
  /** Leaves the awaited command as it is: the next one when walking, else stops. */
  | { readonly type: 'skip' }
  /** Stops learning (Escape). */
  | { readonly type: 'stop' }
  | { readonly type: 'relearn'; readonly command: RemoteCommand }
  /** Forgets the mapping and walks from the first command. */
  | { readonly type: 'restart' }
  /** Forgets the mapping. */
  | { readonly type: 'clear' };

/** A device without a mapping starts walking at once; one with a mapping shows it and its test area. */
export function initialLearner(mapping: RemoteMapping): LearnerState {
  const empty = !REMOTE_COMMANDS.some((command) => mapping[command]);
  return { mapping, awaiting: empty ? REMOTE_COMMANDS[0] : null, walking: empty, refused: null };
}

function after(command: RemoteCommand, walking: boolean): RemoteCommand | null {
  return walking ? (REMOTE_COMMANDS[REMOTE_COMMANDS.indexOf(command) + 1] ?? null) : null;
}

export function learn(state: LearnerState, event: LearnerEvent): LearnerState {
  switch (event.type) {
    case 'pressed': {
      if (state.awaiting === null) return state;
      const outcome = bindRemoteCommand(state.mapping, state.awaiting, event.binding);
      if (!outcome.ok) return { ...state, refused: { binding: event.binding, takenBy: outcome.takenBy } };
      return { ...state, mapping: outcome.mapping, awaiting: after(state.awaiting, state.walking), refused: null };
    }
    case 'skip':
      if (state.awaiting === null) return state;
      return { ...state, awaiting: after(state.awaiting, state.walking), refused: null };
    case 'stop':
      return { ...state, awaiting: null, walking: false, refused: null };
    case 'relearn':
      return { ...state, awaiting: event.command, walking: false, refused: null };
    case 'restart':
      return initialLearner({});
    case 'clear':
      return { mapping: {}, awaiting: null, walking: false, refused: null };
  }
}
