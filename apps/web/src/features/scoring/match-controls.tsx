import type { Side } from '@marcador/domain';
import { ArrowLeftRight, Flag, Plus, Repeat, RotateCcw, SkipForward, Undo2 } from 'lucide-react';
import { type ComponentType, memo, useId } from 'react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/use-translation';
import { COMMANDS, type CommandContext, type CommandName, dispatchCommand } from './commands';
import { canVibrate } from './point-vibration';

const ICONS: Partial<Record<CommandName, ComponentType<{ className?: string; 'aria-hidden'?: 'true' }>>> = {
  undo: Undo2,
  nextSet: SkipForward,
  swapCourt: ArrowLeftRight,
  restart: RotateCcw,
  endMatch: Flag,
};

/** One registry command as a button: its label, its enabled rule, its action. */
export function CommandButton({
  name,
  context,
  className,
  variant = 'secondary',
  size = 'md',
  label,
}: {
  name: CommandName;
  context: CommandContext;
  className?: string;
  variant?: 'secondary' | 'danger' | 'court' | 'onDark' | 'primary';
  size?: 'md' | 'lg';
  label?: string;
}) {
  const { t } = useTranslation('match');
  const command = COMMANDS[name];
  const Icon = ICONS[name];
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      disabled={!command.enabled(context)}
      onClick={() => dispatchCommand(name, context)}
      data-command={name}
    >
      {Icon ? <Icon aria-hidden="true" className="size-5" /> : null}
      {label ?? t(command.labelKey)}
    </Button>
  );
}

/**
 * The big point buttons, each under its team's half of the board (`left` is the team at the left end):
 * the most used controls, so the biggest targets on the page. Memoised, like the other controls: a
 * point changes the score, not them, and every render saved shortens tap-to-paint.
 */
export const PointButtons = memo(function PointButtons({
  context,
  names,
  left,
}: {
  context: CommandContext;
  names: { player1: string; player2: string };
  left: Side;
}) {
  const { t } = useTranslation('match');
  const base = 'min-h-28 flex-col gap-1 rounded-[28px] px-4 text-xl font-extrabold shadow-card sm:min-h-32 sm:text-2xl';
  const order = left === 'player1' ? (['pointUs', 'pointThem'] as const) : (['pointThem', 'pointUs'] as const);
  // Two equal grid columns: a long team name is cut to its half, never widening the row.
  // `isolate` here and on the controls: layers of their own for painting, kept as painted when the
  // score beside them changes.
  return (
    <div className="isolate grid grid-cols-2 gap-3" data-testid="point-buttons">
      {order.map((name) => {
        const team = name === 'pointUs' ? names.player1 : names.player2;
        return (
          <Button
            key={name}
            variant={name === 'pointUs' ? 'primary' : 'court'}
            className={cn(base)}
            disabled={!COMMANDS[name].enabled(context)}
            onClick={() => dispatchCommand(name, context)}
            data-command={name}
          >
            <Plus aria-hidden="true" className="size-7" />
            <span className="max-w-full">{t(COMMANDS[name].labelKey)}</span>
            <span title={team} className="max-w-full truncate text-sm font-semibold">
              {team}
            </span>
          </Button>
        );
      })}
    </div>
  );
});

/**
 * Undo, next set, court swap, restart and end match, plus the padel golden-point switch and the point's
 * vibration switch; a points race has no next set and no deuce, so neither shows there. "Corregir
 * saque", seldom needed, is a small control under them.
 */
export const MatchControls = memo(function MatchControls({
  context,
  goldenPoint,
  onCorrectServe,
  vibration,
}: {
  context: CommandContext;
  goldenPoint: boolean;
  onCorrectServe: () => void;
  /** The point's vibration and its switch (shown only where the device can vibrate). */
  vibration: { on: boolean; set: (on: boolean) => void };
}) {
  const { t } = useTranslation('match');
  return (
    <section aria-label={t('controls.label')} className="isolate flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <CommandButton name="undo" context={context} />
        {context.race ? null : <CommandButton name="nextSet" context={context} />}
        <CommandButton name="swapCourt" context={context} />
        <CommandButton name="restart" context={context} />
        {/* Full width on a phone; in a race (no next set) it fills the gap beside "Reiniciar" instead. */}
        <CommandButton
          name="endMatch"
          context={context}
          variant="danger"
          className={context.race ? 'sm:col-span-2' : 'col-span-2 sm:col-span-2'}
        />
      </div>
      {context.padel && !context.race ? (
        <SwitchRow
          label={t('commands.goldenPoint')}
          hint={t('controls.goldenPointHint')}
          on={goldenPoint}
          disabled={!COMMANDS.toggleGoldenPoint.enabled(context)}
          onToggle={() => dispatchCommand('toggleGoldenPoint', context)}
          command="toggleGoldenPoint"
        />
      ) : null}
      {canVibrate() ? (
        <SwitchRow
          label={t('controls.vibration')}
          hint={t('controls.vibrationHint')}
          on={vibration.on}
          onToggle={() => vibration.set(!vibration.on)}
        />
      ) : null}
      <button
        type="button"
        onClick={onCorrectServe}
        disabled={context.over}
        data-testid="correct-serve"
        className="inline-flex min-h-11 items-center gap-2 self-start rounded-full px-4 text-sm font-semibold text-court-700 ring-1 ring-court-200 hover:bg-court-50 focus-visible:outline-3 focus-visible:outline-court-500 disabled:opacity-50"
      >
        <Repeat aria-hidden="true" className="size-4" />
        {t('serve.correct')}
      </button>
    </section>
  );
});

/**
 * A setting as a switch: the whole row is the target (56 px high), and it draws a switch track and
 * knob so it looks like something to tap, not a 24 px checkbox.
 */
function SwitchRow({
  label,
  hint,
  on,
  disabled = false,
  onToggle,
  command,
}: {
  label: string;
  hint: string;
  on: boolean;
  disabled?: boolean;
  onToggle: () => void;
  command?: CommandName;
}) {
  const id = useId();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-labelledby={`${id}-label`}
      aria-describedby={`${id}-hint`}
      disabled={disabled}
      onClick={onToggle}
      data-command={command}
      className="flex min-h-14 w-full items-center justify-between gap-4 rounded-2xl bg-white px-4 py-3 text-left shadow-card ring-1 ring-court-900/8 hover:ring-court-300 disabled:cursor-not-allowed disabled:opacity-55"
    >
      <span className="min-w-0">
        <span id={`${id}-label`} className="block font-semibold text-court-900">
          {label}
        </span>
        <span id={`${id}-hint`} className="block text-sm text-muted">
          {hint}
        </span>
      </span>
      <span
        aria-hidden="true"
        className={cn(
          'inline-flex h-8 w-14 shrink-0 items-center rounded-full p-1 ring-1 transition-colors',
          on ? 'bg-court-700 ring-court-800' : 'bg-slate-200 ring-slate-300',
        )}
      >
        <span
          className={cn(
            'size-6 rounded-full bg-white shadow-sm transition-transform',
            on ? 'translate-x-6' : 'translate-x-0',
          )}
        />
      </span>
    </button>
  );
}
