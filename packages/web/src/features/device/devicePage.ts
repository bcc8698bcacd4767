/**
 * Loads the device pages. The shell imports this small module first and it imports the page: the
 * list of the page's files then ships with this module instead of with the shell that every
 * visitor loads (as the admin page's, docs/decisions/031).
 */
export const loadDevicePage = async () => (await import('./DevicePage')).DevicePage;
