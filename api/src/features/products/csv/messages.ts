/** The bulk CSV import and export's own texts; the product rules' texts come from messages.ts. */
export const CSV_MESSAGES = {
  // whole files
  csvTooLarge: 'The CSV file must be 5 MB or smaller.',
  tooManyRows: (max: number) => `The CSV file has more than ${max} product rows. Split it into smaller files.`,
  notUtf8: "The CSV file is not UTF-8 text. In your spreadsheet app choose 'CSV UTF-8' when saving, then try again.",
  unreadableCsv: (detail: string) => `The CSV file could not be read: ${detail}`,
  noHeader: 'The CSV file is empty. The first row must name the columns, for example id,title,description,price.',
  noRows: 'The CSV file has a header row but no product rows.',
  zipTooLarge: 'The images zip must be 100 MB or smaller.',
  notAZip: 'The images file is not a zip archive. Choose a .zip file with the product images.',
  // header
  unknownColumn: (name: string) => `Unknown column '${name}'. Use the column names of the exported file.`,
  repeatedColumn: (name: string) => `The column '${name}' appears more than once.`,
  // rows
  cellCount: (cells: number, columns: number) =>
    `This row has ${cells} cells but the header has ${columns} columns. Check for a stray comma or quote.`,
  wrongBoolean: (column: string, value: string) => `${column} must be true or false, not '${value}'.`,
  wrongCurrency: (value: string) => `'${value}' is not a currency code this site uses, such as NGN, USD or EUR.`,
  wrongChoice: (column: string, value: string, choices: readonly string[]) =>
    `${column} must be one of ${choices.join(', ')}, not '${value}'.`,
  wrongWholeNumber: (column: string, value: string) => `${column} must be a whole number, not '${value}'.`,
  priceTooHigh: (column: string) => `${column} must be at most 9999999999.99.`,
  unknownCollection: (value: string, brandName: string) =>
    `'${value}' is not a collection of ${brandName}. Leave collection empty or use one of the brand's collections.`,
  ambiguousCollection: (value: string) =>
    `More than one collection of this brand is called '${value}'. Use the collection's id instead.`,
  unknownProduct: (id: string) =>
    `No product has the id '${id}'. Leave id empty to create a new product, or use an id from the exported file.`,
  serviceRow: 'This id belongs to a service. Services are edited in Services, not with the CSV import.',
  portfolioOnlyKept:
    "service_type 'portfolio' is kept only for existing portfolio pieces. Use product, service or consultation.",
  repeatedId: (row: number) => `This id is also on row ${row}. Each product may appear only once.`,
  notAnImageAddress: (value: string) =>
    `'${value}' is neither an http(s) address nor a file name. Use an image URL or the name of a file in the images zip.`,
  noImagesZip: (name: string) =>
    `'${name}' is not an address, and no images zip was chosen. Add the zip with this file, or use an image URL.`,
  imageNotInZip: (name: string) => `The images zip has no file named '${name}'.`,
  zipImageProblem: (name: string, problem: string) => `${name}: ${problem}`,
  // imports as jobs
  importRunning:
    'An import for this brand is already under way. Wait until it has finished (this page shows its progress), then try again.',
  tooManyImports: (max: number) =>
    `This brand has started ${max} imports in the last hour, the most allowed. Try again later.`,
  importFailed:
    'The import could not be finished, so nothing was changed. Try again; if it fails again, contact support.',
  accessLost: "You can no longer import this brand's products, so nothing was changed.",
  productsChanged:
    'A product in the file was deleted or changed brand while the import waited, so nothing was changed. Export the products again and import that file.',
  importNotFound: 'Import not found',
  // access and results
  noAccess: 'You can only import and export products of brands you manage.',
  brandNotFound: 'Brand not found',
} as const;
