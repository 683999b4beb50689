/** The family's bills, where every payment page leads back. */
export const BILLS_PAGE = '/parent/bills/';
