/**
 * Where the sandbox suppliers' pictures live in file storage: the suppliers name them in their
 * offers and the demo seed draws one file per key, so every URL a search returns is served.
 */
const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const carPhotoKey = (acriss: string) => `sandbox/cars/${acriss.toLowerCase()}.svg`;
export const rentalLogoKey = (code: string) => `sandbox/rentals/${code.toLowerCase()}.svg`;
export const busLogoKey = (company: string) => `sandbox/bus/${slug(company)}.svg`;
