import { Badge } from '@mantine/core';
import { useText } from '../i18n/Locale';
import { policyStatusTone, type PolicyStatusTone } from './policy-status';
import { POLICY_STATUS_TEXT } from './text';

/**
 * Text and background pairs above WCAG AA contrast (4.5:1): Mantine's light yellow badge (yellow text on pale
 * yellow) is not, so each tone names its own dark text on a pale fill.
 */
const TONE_STYLES: Record<PolicyStatusTone, { color: string; background: string }> = {
  active: { color: '#1d6b34', background: '#d3f0dc' },
  pending: { color: '#6b5200', background: '#fff0b3' },
  expired: { color: '#a61b1b', background: '#fde0e0' },
  neutral: { color: '#495057', background: '#e9ecef' },
};

/** A policy's status as a coloured badge (seed 001 §4), in the page's language. An empty status reads Active, the spec's default. */
export function PolicyStatusBadge({ status }: { status: string }) {
  const text = useText(POLICY_STATUS_TEXT);
  const english = status.trim() || 'Active';
  const tone = policyStatusTone(english);
  const label = text('status', { known: english.toLowerCase(), status: english });
  return (
    <Badge variant="filled" radius="sm" data-tone={tone} styles={{ root: { ...TONE_STYLES[tone], textTransform: 'none' } }}>
      {label}
    </Badge>
  );
}
