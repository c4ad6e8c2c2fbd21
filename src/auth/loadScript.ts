/**
 * Loads a third-party script once (no inline script: the page's CSP allows the provider's host when
 * its client id is configured). A failed load is forgotten, so a later click can try again.
 */
const loading = new Map<string, Promise<void>>();

export type ScriptLoader = (src: string) => Promise<void>;

export const loadScript: ScriptLoader = (src) => {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.defer = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      loading.delete(src);
      script.remove();
      reject(new Error(`Could not load ${src}`));
    });
    document.head.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
};
