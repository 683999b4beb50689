/** What other contexts may use of the camp days: nothing yet but the context itself. */
export { campDaysContext } from './camp-days.context.js';
