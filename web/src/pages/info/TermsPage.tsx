import { LegalPage } from './InfoPage';

const SECTIONS = [
  'service',
  'accounts',
  'parents',
  'organizations',
  'content',
  'moderation',
  'availability',
  'closing',
  'changes',
  'law',
] as const;

export const TermsPage = () => <LegalPage page="tos" sections={SECTIONS} />;
