/**
 * The products the portal sells, one row each, in the order of the home tabs. Every product type
 * and mapping (booking type, search type, tab, coupon and layout flags, supplier) is read from
 * here. Kept free of zod so the shell and the home can read it without loading zod.
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
  },
  {
    code: 'experience',
    bookingType: 'EXPERIENCE',
    searchType: 'Experiencias',
    tabLabel: 'Exclusivos',
    couponFlag: 'experience',
    layoutFlag: 'experience',
    supplierProduct: 'experience',
  },
  {
    code: 'hotel',
    bookingType: 'HOTEL',
    searchType: 'Hotel',
    tabLabel: 'Hotel',
    couponFlag: 'hotel',
    layoutFlag: 'hotel',
    supplierProduct: 'hotel',
  },
  {
    code: 'car',
    bookingType: 'CAR',
    searchType: 'Carro',
    tabLabel: 'Carro',
    couponFlag: 'car',
    layoutFlag: 'car',
    supplierProduct: 'car',
  },
  {
    code: 'bus',
    bookingType: 'BUS',
    searchType: 'Rodoviário',
    tabLabel: 'Rodoviário',
    couponFlag: 'bus',
    layoutFlag: 'bus',
    supplierProduct: 'bus',
  },
  {
    code: 'entertainment',
    bookingType: 'ENTERTAINMENT',
    searchType: 'Entretenimento',
    tabLabel: 'Experiências',
    couponFlag: 'entertainment',
    layoutFlag: 'entertainment',
    supplierProduct: 'entertainment',
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

export const productCodes = products.map((row) => row.code);
export const bookingTypes = products.map((row) => row.bookingType);

const byBookingType = new Map<string, ProductRow>(products.map((row) => [row.bookingType, row]));
const bySearchType = new Map<string, ProductRow>(products.map((row) => [row.searchType, row]));
const byCode = new Map<string, ProductRow>(products.map((row) => [row.code, row]));

/** The row of a product, by its code. */
export const productRow = (product: Product): ProductRow => rowOf(byCode, product);
/** The product of a booking type. */
export const productOf = (type: BookingType): Product => rowOf(byBookingType, type).code;
/** The booking type of a product. */
export const bookingTypeOf = (product: Product): BookingType => productRow(product).bookingType;
/** The supplier port that holds a booking of this type. */
export const supplierProductOf = (type: BookingType): SupplierProduct =>
  rowOf(byBookingType, type).supplierProduct;
/** The product's flag on a coupon. */
export const couponFlagOf = (product: Product): CouponFlag => productRow(product).couponFlag;

/** The product stored as the current search, or null for anything else. */
export const productBySearchType = (value: unknown): ProductRow | null =>
  (typeof value === 'string' && bySearchType.get(value)) || null;
export const isSearchType = (value: unknown): value is SearchType =>
  productBySearchType(value) !== null;

function rowOf(rows: ReadonlyMap<string, ProductRow>, key: string): ProductRow {
  const row = rows.get(key);
  if (!row) throw new RangeError(`Unknown product: ${key}`);
  return row;
}
