import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/common/errors';
import { en } from '../../src/common/i18n/en';
import { ptBR } from '../../src/common/i18n/pt-BR';

function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

function leaves(obj: object): unknown[] {
  return Object.values(obj).flatMap((v) => (typeof v === 'object' && v !== null ? leaves(v as object) : [v]));
}

describe('message files', () => {
  it('pt-BR and en have identical keys', () => {
    expect(keys(en).sort()).toEqual(keys(ptBR).sort());
  });

  it('every message is a non-empty string', () => {
    for (const value of [...leaves(en), ...leaves(ptBR)]) {
      expect(typeof value).toBe('string');
      expect((value as string).trim()).not.toBe('');
    }
  });

  it('every error code of the catalogue has a message in both languages', () => {
    for (const code of ERROR_CODES) {
      expect(ptBR.errors[code], code).toBeTruthy();
      expect(en.errors[code], code).toBeTruthy();
    }
  });

  it('carries the spec texts letter for letter', () => {
    expect(ptBR.errors.session_expired).toBe('Sessão expirada. Faça login novamente.');
    expect(ptBR.errors.server_error).toBe('Erro temporário no servidor. Tente novamente em alguns instantes.');
    expect(ptBR.errors.network_error).toBe('Erro de conexão. Verifique sua internet.');
    expect(ptBR.errors.session_create_failed).toBe('Erro ao criar sessão. Tente fazer login novamente.');
    expect(ptBR.errors.session_attempts_blocked).toBe('Erro ao conectar com o servidor. Tente novamente em alguns segundos.');
    expect(ptBR.toasts.verificationEmailSent).toBe('E-mail de verificação enviado!');
    expect(ptBR.toasts.verificationCodeResent).toBe('Código de verificação reenviado');
    expect(ptBR.toasts.resetEmailSent).toBe('E-mail de redefinição de senha enviado');
    expect(en.validation.codeSixDigits).toBe('Code must be 6 digits');
    expect(en.validation.passwordMin).toBe('Password must be at least 8 characters');
    expect(en.validation.nameTooLong).toBe('Name cannot be longer than 100 characters');
  });
});
