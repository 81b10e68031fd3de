import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STEP_SKELETON_MS } from '../constants';
import { useWizard } from './useWizard';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const renderWizard = (initialStep?: number) => renderHook(() => useWizard({ stepCount: 3, initialStep }));

describe('useWizard', () => {
  it('starts at step 1 with nothing completed', () => {
    const { result } = renderWizard();
    expect(result.current).toMatchObject({
      currentStep: 1,
      completedSteps: [],
      isFirstStep: true,
      isLastStep: false,
      isSubmitted: false,
      isChangingStep: false,
    });
  });

  it('Next marks the step completed and advances, never beyond the last step', () => {
    const { result } = renderWizard();
    act(() => result.current.next());
    act(() => result.current.next());
    expect(result.current).toMatchObject({ currentStep: 3, completedSteps: [1, 2], isLastStep: true });
    act(() => result.current.next());
    expect(result.current.currentStep).toBe(3);
    expect(result.current.isSubmitted).toBe(false);
  });

  it('Back goes one step back, never below step 1, and keeps the completed steps', () => {
    const { result } = renderWizard();
    act(() => result.current.next());
    act(() => result.current.back());
    expect(result.current).toMatchObject({ currentStep: 1, completedSteps: [1] });
    act(() => result.current.back());
    expect(result.current.currentStep).toBe(1);
  });

  it('shows the skeleton for 400 ms after each step change', () => {
    const { result } = renderWizard();
    act(() => result.current.next());
    expect(result.current.isChangingStep).toBe(true);
    act(() => vi.advanceTimersByTime(STEP_SKELETON_MS - 1));
    expect(result.current.isChangingStep).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.isChangingStep).toBe(false);
  });

  it('goTo keeps within the steps', () => {
    const { result } = renderWizard();
    act(() => result.current.goTo(9));
    expect(result.current.currentStep).toBe(3);
    act(() => result.current.goTo(-2));
    expect(result.current.currentStep).toBe(1);
  });

  it('complete marks every step completed and moves one past the last: submitted', () => {
    const { result } = renderWizard();
    act(() => result.current.complete());
    expect(result.current).toMatchObject({ currentStep: 4, completedSteps: [1, 2, 3], isSubmitted: true, isChangingStep: false });
  });

  it('counts a starting step beyond the step count as submitted', () => {
    expect(renderWizard(5).result.current).toMatchObject({ isSubmitted: true, completedSteps: [1, 2, 3] });
  });

  it('restores a draft at its step, or at step 1 when that step does not exist', () => {
    const { result } = renderWizard();
    act(() => result.current.restore({ currentStep: 3, completedSteps: [1, 2] }));
    expect(result.current).toMatchObject({ currentStep: 3, completedSteps: [1, 2] });
    act(() => result.current.restore({ currentStep: 7, completedSteps: [1, 2, 7] }));
    expect(result.current).toMatchObject({ currentStep: 1, completedSteps: [1, 2] });
  });
});
