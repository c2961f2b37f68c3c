/** Why a typed result is refused; each is a key under `results.form.errors`. */
export type ResultFormError = 'required' | 'whole' | 'overPoints';

export type ResultFormCheck =
  | { ok: true; scoreA: number; scoreB: number }
  | { ok: false; errors: { scoreA?: ResultFormError; scoreB?: ResultFormError; total?: ResultFormError } };

const WHOLE = /^\d{1,2}$/;

function fieldError(text: string): ResultFormError | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return 'required';
  return WHOLE.test(trimmed) ? undefined : 'whole';
}

/**
 * A result typed by hand (decision 044): two whole numbers from 0 whose sum is at most the points per
 * match; less is fine (a match stopped by the club's clock keeps what was played).
 */
export function checkResultForm(scoreA: string, scoreB: string, pointsPerMatch: number): ResultFormCheck {
  const errors = { scoreA: fieldError(scoreA), scoreB: fieldError(scoreB) };
  if (errors.scoreA || errors.scoreB) {
    return { ok: false, errors: Object.fromEntries(Object.entries(errors).filter(([, error]) => error)) };
  }
  const a = Number(scoreA.trim());
  const b = Number(scoreB.trim());
  if (a + b > pointsPerMatch) return { ok: false, errors: { total: 'overPoints' } };
  return { ok: true, scoreA: a, scoreB: b };
}
