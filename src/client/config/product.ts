export const productName = 'Travel & Work Tracker';
