/**
 * Leaving the SPA for another site (the payment provider's page). One object, so a test can watch
 * where the page would have gone without a real navigation.
 */
export const externalNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
