import { Stepper, Text } from '@mantine/core';
import classes from './StepProgress.module.css';

type StepProgressProps = {
  labels: string[];
  /** 1-based. */
  currentStep: number;
  /** Steps before the current one can be revisited by clicking them. */
  onStepClick: (step: number) => void;
  disabled?: boolean;
};

/** Up to this many steps every label fits beside its circle; a longer form names only the current step. */
const ALL_LABELS_UP_TO = 3;

/**
 * Where the person is: "Step 2 of 3" in words, and a stepper whose labels show from tablet width up
 * (at 360 px the numbered circles alone fit on one line). With more than three steps only the current
 * step's label shows, so no label runs into the next step's circle.
 */
export function StepProgress({ labels, currentStep, onStepClick, disabled = false }: StepProgressProps) {
  return (
    <nav aria-label="Form progress">
      <Text size="sm" fw={600} c="dimmed" mb="xs" data-testid="step-counter">
        Step {currentStep} of {labels.length}
      </Text>
      <Stepper
        active={currentStep - 1}
        onStepClick={disabled ? undefined : (index) => onStepClick(index + 1)}
        allowNextStepsSelect={false}
        size="sm"
        wrap={false}
        classNames={{ stepBody: classes.stepBody, steps: classes.steps, step: classes.step }}
      >
        {labels.map((label, index) => (
          <Stepper.Step
            key={label}
            label={labels.length <= ALL_LABELS_UP_TO || index === currentStep - 1 ? label : undefined}
            aria-label={`Step ${index + 1}: ${label}`}
            aria-current={index === currentStep - 1 ? 'step' : undefined}
          />
        ))}
      </Stepper>
    </nav>
  );
}
