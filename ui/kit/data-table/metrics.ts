/** Row height in px (h-9): fixed, so rows never move while a page loads or scrolls. */
export const ROW_PX = 36;
