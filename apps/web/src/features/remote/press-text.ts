import type { RemoteBinding, RemoteButton } from '@marcador/domain';
import type { TFunction } from '../../lib/translate';

/** Keys whose browser name is not what a player reads on the key: named in the page's language. */
const NAMED_KEYS: Readonly<Record<string, string>> = {
  ' ': 'Space',
  ArrowLeft: 'ArrowLeft',
  ArrowRight: 'ArrowRight',
  ArrowUp: 'ArrowUp',
  ArrowDown: 'ArrowDown',
  AudioVolumeUp: 'AudioVolumeUp',
  AudioVolumeDown: 'AudioVolumeDown',
  Backspace: 'Backspace',
};

/** A button as the page names it: a media action or a named key in words, a letter as printed, else the browser's name. */
export function buttonText(button: RemoteButton, t: TFunction): string {
  if (button.source === 'media') return t(`media.${button.action}`);
  const named = NAMED_KEYS[button.key];
  if (named) return t(`keys.${named}`);
  return button.key.length === 1 ? button.key.toUpperCase() : button.key;
}

/** A press in words: "Doble pulsación de Enter". */
export function pressText(binding: RemoteBinding, t: TFunction): string {
  return t(`press.${binding.press}`, { button: buttonText(binding.button, t) });
}
