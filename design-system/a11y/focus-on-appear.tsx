import { createContext, useContext, type ReactNode } from 'react';

const FocusOnAppearContext = createContext(true);

/**
 * Inside it, components that take focus when they appear (an error summary, a success screen's heading) do not.
 * For pages that show many examples at once, like Storybook's docs pages: there, focus moving to the last
 * example would take the reader away from the text they are reading. Pages of the product never use it.
 */
export function WithoutFocusOnAppear({ children }: { children: ReactNode }) {
  return <FocusOnAppearContext.Provider value={false}>{children}</FocusOnAppearContext.Provider>;
}

/** Whether a component that appears may take focus (true everywhere but inside WithoutFocusOnAppear). */
export const useFocusOnAppearAllowed = () => useContext(FocusOnAppearContext);
