import { type ComponentType, memo, useEffect, useReducer } from 'react';

/**
 * A dialog whose code (Radix's dialog, focus trap and scroll lock: about 11 KB gzip) is not part of
 * the page's first load (decision 024). The chunk is requested once the page has rendered, not when
 * the dialog opens: by the time a match ends or a question is asked it is already here, also when
 * the network has gone since (the service worker keeps it for the next visit). Until it has arrived
 * nothing renders, which is what a closed dialog renders anyway; one that opens before then appears
 * as soon as it arrives. A failed download is asked for again on the next open. Memoised, so a
 * dialog given stable props stays out of renders that do not concern it (a point, decision 027).
 */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let Loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const start = () => {
    loading ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        loading = null;
        console.warn('A dialog could not be loaded', error);
      },
    );
    return loading;
  };

  function LazyDialog(props: P) {
    const [, loaded] = useReducer((count: number) => count + 1, 0);
    // biome-ignore lint/correctness/useExhaustiveDependencies: each opening asks again for code a failed download did not bring.
    useEffect(() => {
      if (Loaded) return;
      let current = true;
      void start().then(() => {
        if (current) loaded();
      });
      return () => {
        current = false;
      };
    }, [props.open]);
    return Loaded ? <Loaded {...props} /> : null;
  }
  return memo(LazyDialog);
}
