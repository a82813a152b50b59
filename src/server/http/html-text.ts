/** Text as HTML that shows it as it is: the five characters HTML reads as markup written as character references. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
