export const productName = 'Travel & Work Tracker';

/** What the product is, in one line: the page's description for search results, and the installed app's. */
export const productDescription = 'Trips, receipts, documents and timecards for travellers and consultants.';
