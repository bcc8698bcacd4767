/**
 * Loads the admin page. The shell imports this small module first and it imports the page: the
 * list of the page's files (about 25) then ships with this module instead of with the shell that
 * every visitor loads, at the cost of one round trip on an administrator's first visit
 * (docs/decisions/031).
 */
export const loadAdminPage = async () => (await import('./AdminPage')).AdminPage;
