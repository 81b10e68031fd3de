import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useText } from '../../i18n/Locale';
import { FORM_SHELL_CATALOGUE } from '../text';

/** The placeholder shown for the 400 ms of a step change: label and input shapes, announced as loading. */
export function StepSkeleton({ fields = 3 }: { fields?: number }) {
  const text = useText(FORM_SHELL_CATALOGUE);
  return (
    <Stack gap="lg" aria-busy="true" data-testid="step-skeleton">
      <VisuallyHidden role="status">{text('loadingStep')}</VisuallyHidden>
      {Array.from({ length: fields }, (_, index) => (
        <Stack key={index} gap={8}>
          <Skeleton height={14} width={index % 2 ? '30%' : '40%'} radius="sm" />
          <Skeleton height={36} radius="md" />
        </Stack>
      ))}
    </Stack>
  );
}
