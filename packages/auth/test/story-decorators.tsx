// Decorators of the sign-in stories: a real store put in a state by the flows' own actions, and the popup's width.
import type { Decorator } from '@storybook/react-vite';
import { FlowsStoreProvider } from './flows-store.tsx';
import { setups, type StorySetup } from './story-setups.ts';
import '../src/components/login.css';

/** A store per story, from `parameters.setup` (a key of `setups`). */
export const withFlowsStore: Decorator = (Story, context) => {
  const setup = (context.parameters as { setup?: StorySetup }).setup;
  return (
    <FlowsStoreProvider setup={setup ? setups[setup] : []}>
      <Story />
    </FlowsStoreProvider>
  );
};

/** A screen on its own, as wide as the popup shows it. */
export const inLoginFrame: Decorator = (Story) => (
  <div className="aura-login-content">
    <Story />
  </div>
);
