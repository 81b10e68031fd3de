import { Stepper, Text } from '@mantine/core';
import { useText } from '../../i18n/Locale';
import { FORM_SHELL_CATALOGUE } from '../text';
import classes from './StepProgress.module.css';

export type StepProgressProps = {
  /** Every step's name, in order. */
  labels: string[];
  /** 1-based. */
  currentStep: number;
  /** Steps before the current one can be revisited by clicking them. */
  onStepClick: (step: number) => void;
  disabled?: boolean;
};

/**
 * Where the person is and what comes next: "Step 2 of 5" in words, and a stepper naming every step under its
 * circle from tablet width up (768 px), however many steps there are (a name wraps onto a second line rather
 * than run into the next step). At phone width the numbered circles alone fit on one line; the current step's
 * name is the step heading just below.
 */
export function StepProgress({ labels, currentStep, onStepClick, disabled = false }: StepProgressProps) {
  const text = useText(FORM_SHELL_CATALOGUE);
  return (
    <nav aria-label={text('progressLabel')}>
      <Text size="sm" fw={600} c="dimmed" mb="xs" data-testid="step-counter">
        {text('stepCounter', { current: currentStep, total: labels.length })}
      </Text>
      <Stepper
        active={currentStep - 1}
        onStepClick={disabled ? undefined : (index) => onStepClick(index + 1)}
        allowNextStepsSelect={false}
        size="sm"
        labelPosition="bottom"
        // More steps than fit on one line, their names at their narrowest, go on to a second line, never off the side.
        wrap
        classNames={{ root: classes.root, step: classes.step, stepBody: classes.stepBody, stepLabel: classes.stepLabel, separator: classes.separator }}
        data-testid="step-progress"
      >
        {labels.map((label, index) => (
          <Stepper.Step
            key={label}
            label={label}
            aria-label={text('stepLabel', { number: index + 1, label })}
            aria-current={index === currentStep - 1 ? 'step' : undefined}
          />
        ))}
      </Stepper>
    </nav>
  );
}
