/* Date helpers of the browser (showing a date is core's formatDate in league/dates). */

/** The date as the server wants it: the date plus T00:00:00. */
export const toServerDate = (date: string) => `${date.slice(0, 10)}T00:00:00`;
