import { z } from 'zod';
import { products } from './table';

/** A product's code in a request (e.g. the category of a coupon check). */
export const productSchema = z.enum(products.map((row) => row.code));
/** A booking's `type` in a request or a response. */
export const bookingTypeSchema = z.enum(products.map((row) => row.bookingType));
