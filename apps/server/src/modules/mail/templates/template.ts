import type { EmailTemplate, OptionalEmailCategory } from '@marcador/contracts';
import type { Locale } from '@marcador/domain';
import type { EmailLinks, RenderedEmail } from './layout';

/** `transactional` mail always goes; the other categories respect the recipient's opt-outs. */
export type EmailCategory = 'transactional' | OptionalEmailCategory;

/** One e-mail: its name, category, renderer for both languages and sample data for /email-test. */
export interface EmailTemplateDef<Data> {
  readonly name: EmailTemplate;
  readonly category: EmailCategory;
  render(locale: Locale, data: Data, links: EmailLinks): RenderedEmail;
  /** Realistic data for test sends from /email-test. */
  readonly sample: Data;
}

/** Declares a template; the identity function exists to infer `Data` from `sample` and `render`. */
export function defineTemplate<Data>(def: EmailTemplateDef<Data>): EmailTemplateDef<Data> {
  return def;
}
