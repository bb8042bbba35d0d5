import { hash } from '@node-rs/argon2';
import type { Db } from '../db/client';
import { operators } from '../db/consoleSchema';

/**
 * Demo console operators. Their authenticator secrets are fixed and published (README) so a
 * demo, the API tests and the browser journeys can compute the codes; like every demo account
 * they exist only where the demo data is seeded.
 */
export const demoOperators = {
  admin: {
    email: 'admin@console.test',
    name: 'Ana Admin',
    role: 'admin',
    password: 'Console@1234',
    totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  },
  support: {
    email: 'suporte@console.test',
    name: 'Sérgio Suporte',
    role: 'support',
    password: 'Console@1234',
    totpSecret: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU',
  },
} as const;

export async function seedDemoOperators(db: Db): Promise<void> {
  for (const demo of Object.values(demoOperators)) {
    await db
      .insert(operators)
      .values({
        email: demo.email,
        name: demo.name,
        role: demo.role,
        passwordHash: await hash(demo.password),
        totpSecret: demo.totpSecret,
      })
      .onConflictDoNothing();
  }
}
