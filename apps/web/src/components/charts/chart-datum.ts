/** One bar: its label as shown (already in the user's language) and its value. */
export interface ChartDatum {
  label: string;
  value: number;
}
