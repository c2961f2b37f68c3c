/**
 * The scoreboard's one command registry (conventions: buttons, keyboard shortcuts and, later, voice
 * dispatch the same commands). Each command has a name, the i18n key of its label, when it is
 * enabled, and `perform`, which only calls the screen's actions.
 */
export type CommandName =
  | 'pointUs'
  | 'pointThem'
  | 'undo'
  | 'nextSet'
  | 'swapCourt'
  | 'toggleGoldenPoint'
  | 'restart'
  | 'endMatch';

/** What commands act on: the state they read and the screen's actions they call. */
export interface CommandContext {
  readonly over: boolean;
  readonly canUndo: boolean;
  readonly padel: boolean;
  /** A points race (decision 043): one race, no sets to skip to, no deuce to decide. */
  readonly race: boolean;
  readonly actions: {
    point(side: 'player1' | 'player2'): void;
    undo(): void;
    nextSet(): void;
    swapCourt(): void;
    toggleGoldenPoint(): void;
    /** Asks for confirmation first. */
    restart(): void;
    /** Asks for confirmation first. */
    endMatch(): void;
  };
}

export interface Command {
  readonly name: CommandName;
  readonly labelKey: string;
  enabled(context: CommandContext): boolean;
  perform(context: CommandContext): void;
}

const playing = (context: CommandContext) => !context.over;

export const COMMANDS: Readonly<Record<CommandName, Command>> = {
  pointUs: {
    name: 'pointUs',
    labelKey: 'commands.pointUs',
    enabled: playing,
    perform: (c) => c.actions.point('player1'),
  },
  pointThem: {
    name: 'pointThem',
    labelKey: 'commands.pointThem',
    enabled: playing,
    perform: (c) => c.actions.point('player2'),
  },
  undo: { name: 'undo', labelKey: 'commands.undo', enabled: (c) => c.canUndo, perform: (c) => c.actions.undo() },
  nextSet: {
    name: 'nextSet',
    labelKey: 'commands.nextSet',
    enabled: (c) => playing(c) && !c.race,
    perform: (c) => c.actions.nextSet(),
  },
  swapCourt: {
    name: 'swapCourt',
    labelKey: 'commands.swapCourt',
    enabled: playing,
    perform: (c) => c.actions.swapCourt(),
  },
  toggleGoldenPoint: {
    name: 'toggleGoldenPoint',
    labelKey: 'commands.goldenPoint',
    enabled: (c) => c.padel && !c.over && !c.race,
    perform: (c) => c.actions.toggleGoldenPoint(),
  },
  restart: { name: 'restart', labelKey: 'commands.restart', enabled: () => true, perform: (c) => c.actions.restart() },
  endMatch: { name: 'endMatch', labelKey: 'commands.endMatch', enabled: playing, perform: (c) => c.actions.endMatch() },
};

/**
 * Desktop keyboard shortcuts (KeyboardEvent.key, lower-cased letters). The point keys name the court's
 * sides as the teams start (ours on the left): `onCourt` turns them to the team now at that side.
 */
export const SHORTCUTS: Readonly<Record<string, CommandName>> = {
  ArrowLeft: 'pointUs',
  '1': 'pointUs',
  ArrowRight: 'pointThem',
  '2': 'pointThem',
  Backspace: 'undo',
  z: 'undo',
  n: 'nextSet',
  s: 'swapCourt',
};

/** A point command for the side of the court it names, once the teams have changed ends: the other team's. */
export function onCourt(name: CommandName, leftSide: 'player1' | 'player2'): CommandName {
  if (leftSide === 'player1') return name;
  if (name === 'pointUs') return 'pointThem';
  if (name === 'pointThem') return 'pointUs';
  return name;
}

/** Runs a command when it is enabled; returns whether it ran. */
export function dispatchCommand(name: CommandName, context: CommandContext): boolean {
  const command = COMMANDS[name];
  if (!command.enabled(context)) return false;
  command.perform(context);
  return true;
}

/** The command a key press asks for, or null (modified keys and typing in a field are not shortcuts). */
export function shortcutFor(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}): CommandName | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const target = event.target as { tagName?: string; isContentEditable?: boolean } | null;
  if (target && (/^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName ?? '') || target.isContentEditable)) return null;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  return SHORTCUTS[key] ?? null;
}
