import { ACCESSIBILITY_STATEMENT } from '../../content/notices/accessibility';
import { PRIVACY_NOTICE } from '../../content/notices/privacy';
import { TERMS_OF_USE } from '../../content/notices/terms';
import { NoticePage } from './NoticePage';

export const PrivacyPage = () => <NoticePage content={PRIVACY_NOTICE} />;
export const AccessibilityPage = () => <NoticePage content={ACCESSIBILITY_STATEMENT} />;
export const TermsPage = () => <NoticePage content={TERMS_OF_USE} />;
