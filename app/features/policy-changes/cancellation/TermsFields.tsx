import { Box, Checkbox, List, Paper, Text, Textarea } from '@mantine/core';
import { CANCELLATION_FORM } from '@contracts/policy-changes/cancellation.form';
import type { FormShellStepContext } from '@design-system/FormShell';
import { ReviewList } from '@design-system/FormShell/steps';
import { describeValues } from '../../../forms/describe-values';
import { CANCELLATION_CONTENT } from './content';
import type { CancellationValues } from './cancellation-values';
import classes from './TermsFields.module.css';

/** Seed 002 §2 step 4: the summary (the descriptor's), comments, the terms in a scrolling box and the agreement. */
export function TermsFields({ form, values }: FormShellStepContext<CancellationValues>) {
  return (
    <>
      <ReviewList title={CANCELLATION_CONTENT.reviewTitle} items={describeValues(CANCELLATION_FORM, values, { portalType: 'customer' })} />
      <Textarea label={CANCELLATION_CONTENT.comments} rows={3} {...form.getInputProps('submissionDetails.comments')} />
      <Paper withBorder radius="md" component="section" aria-labelledby="cancellation-terms-title">
        <Text fw={700} px="md" pt="sm" id="cancellation-terms-title">
          {CANCELLATION_CONTENT.termsTitle}
        </Text>
        {/* Focusable, so the box scrolls from the keyboard too. */}
        <Box className={classes.terms} tabIndex={0} role="region" aria-labelledby="cancellation-terms-title" data-testid="terms-box">
          <List size="sm" spacing={6}>
            {CANCELLATION_CONTENT.terms.map((term) => (
              <List.Item key={term}>{term}</List.Item>
            ))}
          </List>
        </Box>
      </Paper>
      <Checkbox label={CANCELLATION_CONTENT.agree} {...form.getInputProps('submissionDetails.userAgrees', { type: 'checkbox' })} />
    </>
  );
}
