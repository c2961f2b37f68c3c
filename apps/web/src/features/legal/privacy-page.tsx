import { LegalDocument } from './legal-document';

const SECTIONS = [
  'controller',
  'data',
  'voice',
  'purposes',
  'device',
  'sharing',
  'retention',
  'rights',
  'minors',
  'changes',
] as const;

export function PrivacyPage() {
  return <LegalDocument doc="privacy" sections={SECTIONS} />;
}
