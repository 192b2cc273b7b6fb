/** Resolves after window `load` and then an idle period (or a short timeout where unsupported). */
export function whenPageIdle(timeoutMs = 2000): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  const afterLoad =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  return afterLoad.then(
    () =>
      new Promise<void>((resolve) => {
        if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
        else window.setTimeout(resolve, 200);
      }),
  );
}
