import { describe, expect, it } from 'vitest';
import { buttonClasses } from './button';

const classes = (names: string) => names.split(/\s+/);

describe('buttonClasses', () => {
  it.each([
    ['md', undefined, 'px-5'],
    ['lg', undefined, 'px-6'],
    ['md', 'mt-1 px-3', 'px-3'],
    ['lg', 'px-10 text-xl', 'px-10'],
  ] as const)('%s with %j pads the sides with %s alone', (size, extra, padding) => {
    const paddings = classes(buttonClasses('primary', size, extra)).filter((name) => name.startsWith('px-'));
    expect(paddings).toEqual([padding]);
  });

  it("keeps the size's height and text beside a caller's own side padding", () => {
    expect(classes(buttonClasses('ghost', 'lg', 'px-3'))).toEqual(
      expect.arrayContaining(['min-h-12', 'py-3', 'text-base']),
    );
  });
});
