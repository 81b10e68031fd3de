import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';

/** The placeholder shown for the 400 ms of a step change: label and input shapes, announced as loading. */
export function StepSkeleton({ fields = 3 }: { fields?: number }) {
  return (
    <Stack gap="lg" aria-busy="true" data-testid="step-skeleton">
      <VisuallyHidden role="status">Loading the next step</VisuallyHidden>
      {Array.from({ length: fields }, (_, index) => (
        <Stack key={index} gap={8}>
          <Skeleton height={14} width={index % 2 ? '30%' : '40%'} radius="sm" />
          <Skeleton height={36} radius="md" />
        </Stack>
      ))}
    </Stack>
  );
}
