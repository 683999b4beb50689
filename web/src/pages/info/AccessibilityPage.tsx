import { LegalPage } from './InfoPage';

const SECTIONS = ['standard', 'status', 'checks', 'gaps', 'report'] as const;

/** The accessibility statement: the standard aimed at, how it is checked, the known gaps. */
export const AccessibilityPage = () => <LegalPage page="accessibility" sections={SECTIONS} />;
