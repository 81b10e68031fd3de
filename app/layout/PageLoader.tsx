import { Center, Loader } from '@mantine/core';

/**
 * Shown while a page's code loads. It fills the screen, so the footer stays below it and does not jump
 * down when the page arrives (a layout shift, which readers and Lighthouse both notice).
 */
export function PageLoader() {
  return (
    <Center mih="100vh" role="status" aria-label="Loading">
      <Loader />
    </Center>
  );
}
