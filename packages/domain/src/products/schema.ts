import { z } from 'zod';
import { bookingTypes, productCodes } from './table';

/** A product's code in a request (e.g. the category of a coupon check). */
export const productSchema = z.enum(productCodes);
/** A booking's `type` in a request or a response. */
export const bookingTypeSchema = z.enum(bookingTypes);
