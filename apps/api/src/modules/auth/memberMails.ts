import type { MemberMailTemplate } from '@portal/domain/operators';
import { escapeHtml } from '../../lib/html';

/** The set-password e-mails a member receives, each with its link (valid once). */
export function memberMail(
  template: MemberMailTemplate,
  member: { name: string },
  link: string,
): { subject: string; text: string; html: string } {
  const text = `Olá, ${member.name}!\n\n`;
  const html = `<p>Olá, ${escapeHtml(member.name)}!</p>`;
  switch (template) {
    case 'invitation':
      return {
        subject: 'Convite: crie a sua senha',
        text: `${text}Você foi convidado para o programa de viagens. Para criar a sua senha e entrar, acesse: ${link}\n\nO link vale por 7 dias e pode ser usado uma única vez.`,
        html: `${html}<p>Você foi convidado para o programa de viagens. Para criar a sua senha e entrar, <a href="${link}">clique aqui</a>.</p><p>O link vale por 7 dias e pode ser usado uma única vez.</p>`,
      };
    case 'password-reset':
      return {
        subject: 'Redefinição de senha',
        text: `${text}A equipe do programa enviou um link para você criar uma nova senha: ${link}\n\nO link vale por 1 hora e pode ser usado uma única vez.`,
        html: `${html}<p>A equipe do programa enviou um link para você criar uma nova senha: <a href="${link}">clique aqui</a>.</p><p>O link vale por 1 hora e pode ser usado uma única vez.</p>`,
      };
    case 'forgotten-password':
      return {
        subject: 'Redefinição de senha',
        text: `${text}Para criar uma nova senha, acesse: ${link}\n\nO link vale por 1 hora e pode ser usado uma única vez. Se você não pediu a troca, ignore este e-mail.`,
        html: `${html}<p>Para criar uma nova senha, <a href="${link}">clique aqui</a>.</p><p>O link vale por 1 hora e pode ser usado uma única vez. Se você não pediu a troca, ignore este e-mail.</p>`,
      };
  }
}
