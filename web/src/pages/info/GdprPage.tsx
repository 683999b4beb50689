import { LegalPage } from './InfoPage';

const SECTIONS = [
  'how',
  'access',
  'rectification',
  'erasure',
  'restriction',
  'portability',
  'objection',
  'consent',
  'complaint',
] as const;

export const GdprPage = () => <LegalPage page="gdpr" sections={SECTIONS} />;
