import { z } from 'zod';
import { isCpf, onlyDigits } from '../lib/cpf';

/** Member care from the console: invitations, blocking, and bulk files. */
export const memberCareMessages = {
  invited: (email: string) => `Convite enviado para ${email}.`,
  resetSent: (email: string) => `Link de nova senha enviado para ${email}.`,
  blocked: 'Membro bloqueado: não entra mais no portal até ser desbloqueado.',
  unblocked: 'Membro desbloqueado.',
  cannotSend: 'Esta conta não recebe e-mails do portal (sem e-mail ou bloqueada).',
  fileNotClean: 'O arquivo tem linhas com erro; nada foi importado. Corrija e envie de novo.',
  headers: (names: string) => `A primeira linha deve nomear as colunas: ${names}.`,
  name: 'Informe o nome.',
  email: 'E-mail inválido.',
  cpf: 'CPF inválido.',
  points: 'Pontos: um número inteiro de 0 a 100.000.000.',
  creditPoints: 'Pontos: um número inteiro maior que zero.',
  reason: 'Informe o motivo (3 a 200 caracteres).',
  emailRepeated: (line: number) => `E-mail repetido (já está na linha ${line}).`,
  emailTaken: 'Já existe uma conta com este e-mail.',
  cpfRepeated: (line: number) => `CPF repetido (já está na linha ${line}).`,
  memberUnknown: 'Nenhum membro desta campanha com este e-mail ou CPF.',
  aboveLimit: (limit: number) =>
    `Acima do limite de ${limit.toLocaleString('pt-BR')} pontos do seu papel: peça a um administrador.`,
} as const;

/** A member invited by e-mail: the member chooses the password from the invitation. */
export const memberInviteSchema = z.object({
  email: z.email().max(254),
  name: z.string().trim().min(1).max(80),
  lastName: z.string().trim().max(80).default(''),
});
export type MemberInvite = z.infer<typeof memberInviteSchema>;

export const memberBlockSchema = z.object({ blocked: z.boolean() });
export type MemberBlock = z.infer<typeof memberBlockSchema>;

/** A CSV file sent from the console; `dryRun` checks every line and changes nothing. */
export const csvUploadSchema = z.object({
  csv: z.string().min(1).max(5_000_000),
  dryRun: z.boolean(),
});
export type CsvUpload = z.infer<typeof csvUploadSchema>;

const optionalCpf = z
  .string()
  .trim()
  .transform((text) => onlyDigits(text))
  .refine((digits) => digits === '' || isCpf(digits), memberCareMessages.cpf)
  .transform((digits) => digits || null);

/** One line of a member import: nome, email, cpf (optional), pontos (opening balance). */
export const memberImportRowSchema = z.object({
  nome: z.string().trim().min(1, memberCareMessages.name).max(80, memberCareMessages.name),
  email: z.string().trim().toLowerCase().pipe(z.email(memberCareMessages.email).max(254)),
  cpf: optionalCpf,
  pontos: z
    .string()
    .trim()
    .regex(/^\d{0,9}$/, memberCareMessages.points)
    .transform((text) => (text === '' ? 0 : Number(text)))
    .pipe(z.number().int().max(100_000_000, memberCareMessages.points)),
});
export type MemberImportRow = z.output<typeof memberImportRowSchema>;
export const memberImportColumns = ['nome', 'email', 'cpf', 'pontos'] as const;

/** One line of a bulk credit: the member by e-mail or CPF, the points and why. */
export const creditImportRowSchema = z.object({
  membro: z.string().trim().min(1, memberCareMessages.memberUnknown).max(254),
  pontos: z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,8}$/, memberCareMessages.creditPoints)
    .transform(Number),
  motivo: z.string().trim().min(3, memberCareMessages.reason).max(200, memberCareMessages.reason),
});
export type CreditImportRow = z.output<typeof creditImportRowSchema>;
export const creditImportColumns = ['membro', 'pontos', 'motivo'] as const;

/** What a file did or would do: its lines, each bad line named with why, and whether it ran. */
export const importReportSchema = z.object({
  lines: z.number().int(),
  errors: z.array(z.object({ line: z.number().int(), messages: z.array(z.string()) })),
  /** Points the file gives (opening balances or credits). */
  points: z.number().int(),
  imported: z.boolean(),
  /** The same file was imported before: nothing ran again. */
  alreadyImported: z.boolean(),
});
export type ImportReport = z.infer<typeof importReportSchema>;
