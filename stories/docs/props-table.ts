import type { ComponentType } from 'react';

/**
 * A meta's `component` when its stories render a small demo around it (a dialog with its open state, a table
 * with its page): the docs page's props table is the component's, the stories' args are the demo's. Storybook
 * types `component` by the args, hence the cast; at run time it is the component itself.
 */
export const withDemoArgs = <DemoArgs>(component: ComponentType<never>) => component as unknown as ComponentType<DemoArgs>;
