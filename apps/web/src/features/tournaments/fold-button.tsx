import { ChevronDown, ChevronUp } from 'lucide-react';
import { Button } from '../../components/ui/button';

/** The indicator's and dashboard's fold toggle: a 44 px icon button saying what it will do. */
export function FoldButton({
  folded,
  controls,
  label,
  onToggle,
}: {
  folded: boolean;
  /** The id of the part it shows and hides (there only while shown). */
  controls: string;
  label: string;
  onToggle: () => void;
}) {
  return (
    <Button
      variant="ghost"
      aria-expanded={!folded}
      aria-controls={folded ? undefined : controls}
      aria-label={label}
      onClick={onToggle}
    >
      {folded ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
    </Button>
  );
}
