/** Copy of the car side summary. */
export const carSummaryCopy = {
  pickup: 'Retirada',
  dropoff: 'Devolução',
  companyLogo: (company: string) => `Logo da locadora ${company}`,
  capacity: (n: number) => `${n} lugares`,
  doors: (n: number) => `${n} portas`,
  airConditioning: 'Ar-condicionado',
} as const;
