import { type ComponentProps, type ComponentType, type ReactNode, use } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's module
type ScreenModule = { default: ComponentType<any> };

/** A promise as React's `use` reads it: once it carries its value, the render takes it without suspending. */
type Settled<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

export type LazyScreen<M extends ScreenModule> = ((props: ComponentProps<M['default']>) => ReactNode) & {
  /** Starts loading the screen's module (once); a render after it has arrived never suspends. */
  preload(): Promise<M>;
  /** Whether the module has arrived (a render now would not suspend). */
  loaded(): boolean;
};

/**
 * React.lazy, plus a preload that a render can benefit from. A React.lazy component suspends on its
 * first render even when its module has long arrived, and a Suspense fallback shown once holds the
 * content back for React's 300 ms fallback throttle — twice on a member's first screen (the member
 * area, then the screen), half a second in all. Started before the first render (main.tsx), a
 * preloaded screen is simply there.
 */
export function lazyScreen<M extends ScreenModule>(load: () => Promise<M>): LazyScreen<M> {
  let loading: Settled<M> | undefined;
  const preload = (): Promise<M> => {
    if (!loading) {
      const promise: Settled<M> = load().then(
        (module) => {
          promise.status = 'fulfilled';
          promise.value = module;
          return module;
        },
        (error: unknown) => {
          // A chunk that failed to arrive (a lost connection, a deploy since) is asked for again next time.
          loading = undefined;
          throw error;
        },
      );
      loading = promise;
    }
    return loading;
  };
  function Screen(props: ComponentProps<M['default']>) {
    const { default: Component } = use(preload());
    return <Component {...props} />;
  }
  return Object.assign(Screen, { preload, loaded: () => loading?.status === 'fulfilled' });
}
