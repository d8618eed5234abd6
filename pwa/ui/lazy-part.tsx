import { lazy, memo, Suspense, useEffect, type ComponentType } from 'react';
import { partCommitted, partRequested } from './parts-ready';

/**
 * A part of a page below its first screen, in a module of its own loaded when the part first renders: the
 * page's script before interactive leaves it out (the bundle budget, docs/performance.md). On a page the
 * server wrote (which waits for lazy parts), the part's markup is there from the start and React hydrates
 * it once its module arrives, after the rest of the page; until then it shows the server's markup.
 *
 * Memoised: a part still waiting for its module that receives new props would be rendered again from
 * scratch (React drops the server's markup for the fallback, and reports it). Give it props that keep
 * their identity across the page's renders (the query's data, primitives, stable callbacks).
 * `preload()` fetches the module ahead (when the page is idle).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> & { preload: () => void } {
  let module: Promise<{ default: ComponentType<P> }> | null = null;
  const loadOnce = () => {
    module ??= load().then(
      (component) => ({ default: component }),
      (err: unknown) => {
        module = null; // a lost connection: the next render tries again
        throw err;
      },
    );
    return module;
  };
  let requested = false;
  let committed = false;
  // Counted at the part's first render, outside its Suspense boundary: React may leave a boundary the server
  // wrote for a later pass and ask for its module only then, after the first render has committed, and
  // <html data-app-started> would then come before the part's buttons are the app's. Not started until the
  // part has committed.
  const request = () => {
    if (requested) return;
    requested = true;
    partRequested();
  };
  const Lazy = lazy(async () => {
    request();
    const { default: Component } = await loadOnce().catch((err: unknown) => {
      partCommitted(); // not coming: the rest of the page is the app's all the same
      throw err;
    });
    function Committed(props: P) {
      useEffect(() => {
        if (committed) return;
        committed = true;
        partCommitted();
      }, []);
      return <Component {...props} />;
    }
    return { default: Committed };
  });
  const Part = memo(function LazyPart(props: P) {
    request();
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  });
  return Object.assign(Part as unknown as ComponentType<P>, { preload: () => void loadOnce().catch(() => undefined) });
}
