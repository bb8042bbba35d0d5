import { describe, expect, it } from 'vitest';
import { authMessages, passwordMessages, registrationMessages } from './messages';
import {
  firstAccessSchema,
  loginRequestSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  registrationSchema,
  type Registration,
} from './schema';

const validRegistration: Registration = {
  name: 'Ana',
  lastName: 'Costa',
  cpf: '529.982.247-25',
  cellphone: '(11) 98765-4321',
  email: 'ana@demo.test',
  password: 'Segura@123',
};

/** The messages zod reports per field, in order. */
function messagesByField(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? [])
    (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

describe('verbatim texts', () => {
  it('are verbatim', () => {
    expect(registrationMessages.requiredField).toBe(
      'Campo obrigatório não preenchido, revise o cadastro.',
    );
    expect(registrationMessages.invalidEmail).toBe('Por favor, digite um e-mail válido');
    expect(registrationMessages.invalidCpf).toBe('Por favor, digite um CPF válido');
    expect(passwordMessages.mismatch).toBe('Senhas não conferem, verifique!');
    expect(authMessages.credentialsRequired).toBe('Por favor, digite um usuário e senha');
    expect(authMessages.invalidEmail).toBe('Por favor, digite um e-mail valido');
    expect(authMessages.invalidCredentials).toBe('Usuário ou senha inválidos.');
    expect(authMessages.unauthorized).toBe(
      'Tivemos um problema com sua autenticação, entre em contato com o consultor.',
    );
    expect(authMessages.campaignMismatch).toBe(
      'Tivemos um problema para efetuar a autenticação da campanha, por favor tente novamente mais tarde.',
    );
    expect(authMessages.voucherUsed).toBe(
      'Esse voucher já foi utilizado, favor efetuar o login com sua conta pessoal.',
    );
    expect(authMessages.guestWithoutToken).toBe('Ocorreu um erro na autenticação.');
    expect(authMessages.recoverySent).toBe(
      'Enviamos um e-mail para você atualizar sua senha, verifique!',
    );
  });
});

describe('registrationSchema', () => {
  it('accepts a complete registration', () => {
    const result = registrationSchema.safeParse(validRegistration);
    expect(result.success).toBe(true);
  });

  it.each(['name', 'lastName', 'cpf', 'cellphone', 'email', 'password'] as const)(
    'empty %s gives the required-field message first',
    (field) => {
      const fields = messagesByField(
        registrationSchema.safeParse({ ...validRegistration, [field]: '' }),
      );
      expect(Object.keys(fields)).toEqual([field]);
      expect(fields[field]?.[0]).toBe(registrationMessages.requiredField);
    },
  );

  it('whitespace-only counts as empty', () => {
    const fields = messagesByField(
      registrationSchema.safeParse({ ...validRegistration, name: '   ' }),
    );
    expect(fields.name).toEqual([registrationMessages.requiredField]);
  });

  it.each(['ana', 'ana@demo', 'ana @demo.test', 'ana@demo.t'])(
    'e-mail %j gives the e-mail message',
    (email) => {
      const fields = messagesByField(registrationSchema.safeParse({ ...validRegistration, email }));
      expect(fields).toEqual({ email: [registrationMessages.invalidEmail] });
    },
  );

  it.each(['529.982.247-24', '111.111.111-11', '00000000000', '5299822472', '529982247251'])(
    'CPF %j gives the CPF message',
    (cpf) => {
      const fields = messagesByField(registrationSchema.safeParse({ ...validRegistration, cpf }));
      expect(fields).toEqual({ cpf: [registrationMessages.invalidCpf] });
    },
  );

  it('accepts the CPF without the mask', () => {
    expect(registrationSchema.safeParse({ ...validRegistration, cpf: '52998224725' }).success).toBe(
      true,
    );
  });

  it('requires the cellphone in the (99) 99999-9999 mask', () => {
    expect(
      messagesByField(
        registrationSchema.safeParse({ ...validRegistration, cellphone: '11987654321' }),
      ),
    ).toEqual({
      cellphone: [registrationMessages.requiredField],
    });
    expect(
      registrationSchema.safeParse({ ...validRegistration, cellphone: '(21) 91234-5678' }).success,
    ).toBe(true);
  });

  it('requires a password of 8 characters or more', () => {
    expect(
      messagesByField(registrationSchema.safeParse({ ...validRegistration, password: 'curta' })),
    ).toEqual({
      password: [passwordMessages.tooShort],
    });
  });
});

describe('firstAccessSchema', () => {
  it('accepts matching passwords', () => {
    expect(
      firstAccessSchema.safeParse({ password: 'NovaSenha1', confirmation: 'NovaSenha1' }).success,
    ).toBe(true);
  });

  it('refuses a mismatch on the confirmation field with its verbatim message', () => {
    const result = firstAccessSchema.safeParse({
      password: 'NovaSenha1',
      confirmation: 'NovaSenha2',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['confirmation'],
        message: 'Senhas não conferem, verifique!',
      }),
    ]);
  });
});

describe('loginRequestSchema', () => {
  it.each([
    { email: '', password: '' },
    { email: 'membro@demo.test', password: '' },
    { email: '   ', password: 'Demo@1234' },
  ])('empty e-mail or password: %j', (body) => {
    const result = loginRequestSchema.safeParse(body);
    expect(result.success).toBe(false);
    for (const issue of result.error?.issues ?? [])
      expect(issue.message).toBe('Por favor, digite um usuário e senha');
  });

  it('trims the e-mail', () => {
    expect(loginRequestSchema.parse({ email: ' membro@demo.test ', password: 'x' }).email).toBe(
      'membro@demo.test',
    );
  });
});

describe('passwordResetRequestSchema', () => {
  it.each(['', 'membro', 'membro@demo'])('e-mail %j gives the recovery message', (email) => {
    const result = passwordResetRequestSchema.safeParse({ email });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Por favor, digite um e-mail valido',
    ]);
  });

  it('accepts an e-mail', () => {
    expect(passwordResetRequestSchema.safeParse({ email: 'membro@demo.test' }).success).toBe(true);
  });
});

describe('passwordResetConfirmSchema', () => {
  it('requires the token and a long enough password', () => {
    expect(
      passwordResetConfirmSchema.safeParse({ token: 'abc', password: 'NovaSenha1' }).success,
    ).toBe(true);
    expect(
      passwordResetConfirmSchema.safeParse({ token: '', password: 'NovaSenha1' }).success,
    ).toBe(false);
    expect(
      passwordResetConfirmSchema.safeParse({ token: 'abc', password: 'curta' }).error?.issues[0]
        ?.message,
    ).toBe(passwordMessages.tooShort);
  });
});

describe('missing fields', () => {
  it('get its verbatim message, not the library default', () => {
    expect(loginRequestSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Por favor, digite um usuário e senha',
    );
    expect(registrationSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Campo obrigatório não preenchido, revise o cadastro.',
    );
    expect(passwordResetRequestSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Por favor, digite um e-mail valido',
    );
  });
});
