import { LegalPage } from '@/features/legal/components/legal-page';

export function LegalNoticeRoute() {
  return <LegalPage page="legal" />;
}

export function PrivacyPolicyRoute() {
  return <LegalPage page="privacy" />;
}

export function AccessibilityStatementRoute() {
  return <LegalPage page="accessibility" />;
}
