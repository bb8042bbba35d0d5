import { z } from 'zod';
import { productTabs } from '@portal/domain';

/** buscaAtual: the product of the search in progress, as the home tabs name it. */
export const searchTypeSchema = z.enum(productTabs.map((tab) => tab.searchType));
