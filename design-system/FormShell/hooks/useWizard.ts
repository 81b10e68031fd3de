import { useCallback, useEffect, useRef, useState } from 'react';
import { STEP_SKELETON_MS } from '../constants';
import { restoredStep } from '../drafts/draft';

export type UseWizardOptions = {
  stepCount: number;
  /** Where the wizard starts (1-based); beyond the last step counts as submitted. @default 1 */
  initialStep?: number;
  /** How long the loading skeleton shows on arriving at a step (1-based), e.g. 600 ms for a documents step. @default STEP_SKELETON_MS (400 ms) */
  skeletonMs?: number | ((step: number) => number);
};

export type WizardPosition = { currentStep: number; completedSteps: number[] };

export type UseWizardResult = WizardPosition & {
  stepCount: number;
  isFirstStep: boolean;
  isLastStep: boolean;
  /** One past the last step: the success view. */
  isSubmitted: boolean;
  /** True for the skeleton's 400 ms after each step change. */
  isChangingStep: boolean;
  /** Marks the current step completed and moves to the next one, never beyond the last. */
  next: () => void;
  /** One step back, never below step 1. */
  back: () => void;
  /** Jumps to a step, kept within 1..stepCount. */
  goTo: (step: number) => void;
  /** Marks every step completed and moves one past the last (a successful submit). */
  complete: () => void;
  /** Puts the wizard where a restored draft was. */
  restore: (position: WizardPosition) => void;
  /** Back to step 1 with nothing completed. */
  reset: () => void;
};

const clampStep = (step: number, stepCount: number) => Math.min(Math.max(1, Math.trunc(step) || 1), stepCount);
const withStep = (steps: number[], step: number) => (steps.includes(step) ? steps : [...steps, step].sort((a, b) => a - b));
const allSteps = (stepCount: number) => Array.from({ length: stepCount }, (_, index) => index + 1);

/**
 * The position of a step wizard (seed 002 "Shared behaviour of the step wizards"): steps 1..N, completed
 * steps, and the short loading skeleton shown after each step change. It does not validate: the caller
 * decides whether Next may run.
 */
export function useWizard({ stepCount, initialStep = 1, skeletonMs = STEP_SKELETON_MS }: UseWizardOptions): UseWizardResult {
  const [position, setPosition] = useState<WizardPosition>(() => ({
    currentStep: initialStep > stepCount ? stepCount + 1 : clampStep(initialStep, stepCount),
    completedSteps: initialStep > stepCount ? allSteps(stepCount) : allSteps(Math.max(0, clampStep(initialStep, stepCount) - 1)),
  }));
  const [isChangingStep, setChangingStep] = useState(false);
  const skeletonTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(skeletonTimer.current), []);

  const skeletonMsRef = useRef(skeletonMs);
  skeletonMsRef.current = skeletonMs;
  const showSkeleton = useCallback((arrivingAt: number) => {
    const duration = skeletonMsRef.current;
    clearTimeout(skeletonTimer.current);
    setChangingStep(true);
    skeletonTimer.current = setTimeout(() => setChangingStep(false), typeof duration === 'function' ? duration(arrivingAt) : duration);
  }, []);

  const { currentStep } = position;
  const isSubmitted = currentStep > stepCount;

  const next = useCallback(() => {
    if (currentStep >= stepCount) return;
    setPosition((current) => ({ currentStep: current.currentStep + 1, completedSteps: withStep(current.completedSteps, current.currentStep) }));
    showSkeleton(currentStep + 1);
  }, [currentStep, stepCount, showSkeleton]);

  const back = useCallback(() => {
    if (currentStep <= 1 || currentStep > stepCount) return;
    setPosition((current) => ({ ...current, currentStep: current.currentStep - 1 }));
    showSkeleton(currentStep - 1);
  }, [currentStep, stepCount, showSkeleton]);

  const goTo = useCallback(
    (step: number) => {
      const target = clampStep(step, stepCount);
      if (target === currentStep) return;
      setPosition((current) => ({ ...current, currentStep: target }));
      showSkeleton(target);
    },
    [currentStep, stepCount, showSkeleton],
  );

  const complete = useCallback(() => {
    clearTimeout(skeletonTimer.current);
    setChangingStep(false);
    setPosition({ currentStep: stepCount + 1, completedSteps: allSteps(stepCount) });
  }, [stepCount]);

  const restore = useCallback(
    ({ currentStep: step, completedSteps }: WizardPosition) => {
      const target = restoredStep(step, stepCount);
      setPosition({
        currentStep: target,
        completedSteps: completedSteps.filter((completed) => Number.isInteger(completed) && completed >= 1 && completed <= stepCount),
      });
      showSkeleton(target);
    },
    [stepCount, showSkeleton],
  );

  const reset = useCallback(() => {
    setPosition({ currentStep: 1, completedSteps: [] });
    showSkeleton(1);
  }, [showSkeleton]);

  return {
    ...position,
    stepCount,
    isFirstStep: currentStep === 1,
    isLastStep: currentStep === stepCount,
    isSubmitted,
    isChangingStep,
    next,
    back,
    goTo,
    complete,
    restore,
    reset,
  };
}
