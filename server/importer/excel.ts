/** exceljs loaded on first use: the server starts without it, and a request without a spreadsheet never pays. */
export const loadExcel = async () => (await import('exceljs')).default;
