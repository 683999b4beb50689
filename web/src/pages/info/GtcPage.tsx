import { LegalPage } from './InfoPage';

/** Subscriptions first (operator and organization), then the camp itself (parent and organizer). */
const SECTIONS = [
  'plans',
  'verification',
  'price',
  'duration',
  'withdrawal',
  'support',
  'termination',
  'camp_contract',
  'enrolments',
  'payment',
  'cancellation',
  'disputes',
] as const;

export const GtcPage = () => <LegalPage page="gtc" sections={SECTIONS} />;
