import { LegalPage } from './InfoPage';

const SECTIONS = [
  'controller',
  'data',
  'health',
  'purposes',
  'sharing',
  'retention',
  'cookies',
  'security',
  'rights',
  'changes',
] as const;

export const PrivacyPage = () => <LegalPage page="privacy" sections={SECTIONS} />;
