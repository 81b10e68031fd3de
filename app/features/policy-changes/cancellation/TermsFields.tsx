import { Box, Checkbox, List, Paper, Text, Textarea } from '@mantine/core';
import { CANCELLATION_FORM } from '@contracts/policy-changes/cancellation.form';
import type { FormShellStepContext } from '@design-system/FormShell';
import { ReviewList } from '@design-system/FormShell/steps';
import { useLocale, useText, useTexts } from '@design-system/i18n/Locale';
import { cancellationTerms, REQUEST_TERMS_TEXT } from '../../../content/request-terms';
import { describeValues } from '../../../forms/describe-values';
import { useSummaryLanguage } from '../../../forms/useSummaryLanguage';
import { CANCELLATION_TEXT } from './content';
import type { CancellationValues } from './cancellation-values';
import classes from './TermsFields.module.css';

/** Seed 002 §2 step 4: the summary (the descriptor's), comments, the terms in a scrolling box and the agreement. */
export function TermsFields({ form, values }: FormShellStepContext<CancellationValues>) {
  const text = useText(CANCELLATION_TEXT);
  const texts = useTexts();
  const locale = useLocale();
  const language = useSummaryLanguage();
  return (
    <>
      <ReviewList title={text('reviewTitle')} items={describeValues(CANCELLATION_FORM, values, { portalType: 'customer' }, language)} />
      <Textarea label={text('comments')} rows={3} {...form.getInputProps('submissionDetails.comments')} />
      <Paper withBorder radius="md" component="section" aria-labelledby="cancellation-terms-title">
        <Text fw={700} px="md" pt="sm" id="cancellation-terms-title">
          {text('termsTitle')}
        </Text>
        {/* Focusable, so the box scrolls from the keyboard too. */}
        <Box className={classes.terms} tabIndex={0} role="region" aria-labelledby="cancellation-terms-title" data-testid="terms-box">
          <List size="sm" spacing={6}>
            {cancellationTerms(texts).map((term) => (
              <List.Item key={term}>{term}</List.Item>
            ))}
          </List>
          {locale !== 'en' && (
            <Text size="sm" c="dimmed" mt="sm">
              {texts(REQUEST_TERMS_TEXT)('englishGoverns')}
            </Text>
          )}
        </Box>
      </Paper>
      <Checkbox label={text('agree')} {...form.getInputProps('submissionDetails.userAgrees', { type: 'checkbox' })} />
    </>
  );
}
