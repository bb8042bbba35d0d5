/** What each line of the audit trail means, in the words of the console. */
export const auditActionLabels: Record<string, string> = {
  'operator.signed_in': 'Operador entrou no console',
  'operator.locked': 'Operador bloqueado por tentativas de entrada',
  'operator.created': 'Operador criado',
  'operator.disabled': 'Operador desativado',
  'operator.enabled': 'Operador reativado',
  'operator.role_changed': 'Papel do operador alterado',
  'operator.password_reset': 'Senha do operador redefinida',
  'operator.totp_reenrolled': 'Autenticador do operador trocado',
  'campaign.created': 'Campanha criada',
  'campaign.updated': 'Campanha alterada',
  'campaign.image_uploaded': 'Imagem da campanha enviada',
  'campaign.published': 'Campanha publicada',
  'campaign.deactivated': 'Campanha desativada',
  'campaign.reactivated': 'Campanha reativada',
  'campaign.scheduled': 'Datas da campanha alteradas',
  'campaign.deleted': 'Campanha excluída',
  'campaign.terms_updated': 'Termos da campanha alterados',
  'campaign.sso_updated': 'Login único da campanha alterado',
  'campaign.sso_disabled': 'Login único da campanha desativado',
  'coupon.created': 'Cupom criado',
  'coupon.updated': 'Cupom alterado',
  'showcase.created': 'Vitrine criada',
  'showcase.updated': 'Vitrine alterada',
  'showcase.hidden': 'Vitrine ocultada',
  'showcase.shown': 'Vitrine exibida',
  'showcase.deleted': 'Vitrine excluída',
  'showcase.image_uploaded': 'Imagem da vitrine enviada',
  'experience.created': 'Exclusivo criado',
  'experience.updated': 'Exclusivo alterado',
  'experience.image_uploaded': 'Imagem do exclusivo enviada',
  'member.created': 'Conta de membro aberta',
  'member.invited': 'Membro convidado',
  'member.blocked': 'Membro bloqueado',
  'member.unblocked': 'Membro desbloqueado',
  'member.password_reset_sent': 'Redefinição de senha enviada ao membro',
  'member.points_credited': 'Pontos creditados',
  'member.points_debited': 'Pontos debitados',
  'member.points_credit_requested': 'Crédito de pontos aguardando aprovação',
  'member.points_credit_approved': 'Crédito de pontos aprovado',
  'member.points_credit_rejected': 'Crédito de pontos recusado',
  'booking.refunded': 'Reserva cancelada e estornada',
  'booking.refund_failed': 'Estorno da reserva falhou',
  'booking.cancellation_retried': 'Cancelamento parado repetido',
  'booking.cancellation_resolved': 'Cancelamento resolvido manualmente',
  'loyalty_client.created': 'Cliente da API criado',
  'loyalty_client.disabled': 'Cliente da API desativado',
  'loyalty_client.enabled': 'Cliente da API reativado',
  'loyalty_client.secret_rotated': 'Segredo do cliente da API trocado',
  'loyalty_client.webhook_changed': 'Endereço dos webhooks alterado',
  'loyalty_client.webhook_secret_rotated': 'Segredo de assinatura dos webhooks trocado',
  'loyalty_client.webhook_pinged': 'Teste de webhook enviado',
  'webhook.resent': 'Webhook reenviado',
};

/** The label of an action; an action the console does not know yet shows as it is stored. */
export const auditActionLabel = (action: string): string => auditActionLabels[action] ?? action;

/** One field that a write changed: its path (dots between keys) and its value before and after. */
export interface AuditChange {
  path: string;
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields that differ between a record before and after a write, objects walked key by key
 * and arrays compared whole (a list of links changed is one change). A creation lists what it
 * set; a deletion what it removed.
 */
export function auditChanges(before: unknown, after: unknown, path = ''): AuditChange[] {
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) =>
      auditChanges(before[key], after[key], path ? `${path}.${key}` : key),
    );
  }
  if (isRecord(after) && (before === null || before === undefined))
    return auditChanges({}, after, path);
  if (isRecord(before) && (after === null || after === undefined))
    return auditChanges(before, {}, path);
  if (same(before, after)) return [];
  return [{ path: path || '–', before: before ?? null, after: after ?? null }];
}
