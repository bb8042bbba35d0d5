/**
 * The products the portal sells, one row each, in the order of the home tabs. Every product type
 * and mapping (booking type, search type, tab, coupon and layout flags, supplier) and every label
 * (the home tab, the my-trips Tipo filter, the console's reports) is read from here. Kept free of zod so the shell and the home can read it without loading zod.
 */
export const products = [
  {
    code: 'flight',
    bookingType: 'FLIGHT',
    searchType: 'Aéreo',
    tabLabel: 'Aéreo',
    couponFlag: 'air',
    layoutFlag: 'flight',
    supplierProduct: 'flight',
    tripsLabel: 'Voos',
    reportLabel: 'Aéreo',
  },
  {
    code: 'experience',
    bookingType: 'EXPERIENCE',
    searchType: 'Experiencias',
    tabLabel: 'Exclusivos',
    couponFlag: 'experience',
    layoutFlag: 'experience',
    supplierProduct: 'experience',
    tripsLabel: 'Experiências',
    reportLabel: 'Exclusivos',
  },
  {
    code: 'hotel',
    bookingType: 'HOTEL',
    searchType: 'Hotel',
    tabLabel: 'Hotel',
    couponFlag: 'hotel',
    layoutFlag: 'hotel',
    supplierProduct: 'hotel',
    tripsLabel: 'Hoteis',
    reportLabel: 'Hotel',
  },
  {
    code: 'car',
    bookingType: 'CAR',
    searchType: 'Carro',
    tabLabel: 'Carro',
    couponFlag: 'car',
    layoutFlag: 'car',
    supplierProduct: 'car',
    tripsLabel: 'Carros',
    reportLabel: 'Carro',
  },
  {
    code: 'bus',
    bookingType: 'BUS',
    searchType: 'Rodoviário',
    tabLabel: 'Rodoviário',
    couponFlag: 'bus',
    layoutFlag: 'bus',
    supplierProduct: 'bus',
    tripsLabel: 'Rodoviários',
    reportLabel: 'Rodoviário',
  },
  {
    code: 'entertainment',
    bookingType: 'ENTERTAINMENT',
    searchType: 'Entretenimento',
    tabLabel: 'Experiências',
    couponFlag: 'entertainment',
    layoutFlag: 'entertainment',
    supplierProduct: 'entertainment',
    tripsLabel: 'Entretenimento',
    reportLabel: 'Entretenimento',
  },
] as const;

export type ProductRow = (typeof products)[number];
/** The product's own name: the coupon/pricing category and the key of a campaign's pointsMarkup. */
export type Product = ProductRow['code'];
/** A booking's `type`. */
export type BookingType = ProductRow['bookingType'];
/** The current search as the web stores it (session storage `buscaAtual`). */
export type SearchType = ProductRow['searchType'];
/** The product's flag on a coupon (CouponRule, the console's coupon form). */
export type CouponFlag = ProductRow['couponFlag'];
/** The product's switch on a campaign's layout (ProductFlags). */
export type LayoutFlag = ProductRow['layoutFlag'];
/** The supplier port that sells the product. */
export type SupplierProduct = ProductRow['supplierProduct'];

/** The row of a product, by its code. */
export const productRow = (product: Product): ProductRow => rowWhere('code', product);
/** The product of a booking type. */
export const productOf = (type: BookingType): Product => rowWhere('bookingType', type).code;
/** The booking type of a product. */
export const bookingTypeOf = (product: Product): BookingType => productRow(product).bookingType;
/** The supplier port that holds a booking of this type. */
export const supplierProductOf = (type: BookingType): SupplierProduct =>
  rowWhere('bookingType', type).supplierProduct;
/** A booking's type as members and operators read it: its product's tab (an unknown one as it is). */
export const bookingTypeLabel = (type: string): string =>
  products.find((row) => row.bookingType === type)?.tabLabel ?? type;
/** The product's flag on a coupon. */
export const couponFlagOf = (product: Product): CouponFlag => productRow(product).couponFlag;

/** The product stored as the current search, or null for anything else. */
export const productBySearchType = (value: unknown): ProductRow | null =>
  products.find((row) => row.searchType === value) ?? null;
export const isSearchType = (value: unknown): value is SearchType =>
  productBySearchType(value) !== null;

// A search of six rows, not a module-level index: the shell's chunk takes this module, and an
// index built at load would stay in it whether or not a page looks anything up.
function rowWhere(column: 'code' | 'bookingType', value: string): ProductRow {
  const row = products.find((candidate) => candidate[column] === value);
  if (!row) throw new RangeError(`Unknown product: ${value}`);
  return row;
}
