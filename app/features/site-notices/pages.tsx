import { accessibilityStatement } from '../../content/notices/accessibility';
import { privacyNotice } from '../../content/notices/privacy';
import { termsOfUse } from '../../content/notices/terms';
import { NoticePage } from './NoticePage';

export const PrivacyPage = () => <NoticePage notice={privacyNotice} />;
export const AccessibilityPage = () => <NoticePage notice={accessibilityStatement} />;
export const TermsPage = () => <NoticePage notice={termsOfUse} />;
