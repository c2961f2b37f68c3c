import { LegalDocument } from './legal-document';

const SECTIONS = [
  'acceptance',
  'service',
  'account',
  'premium',
  'use',
  'content',
  'liability',
  'changes',
  'law',
] as const;

export function TermsPage() {
  return <LegalDocument doc="terms" sections={SECTIONS} />;
}
