// Brazilian Portuguese: the default language. en.ts must have exactly these keys. The messages are in two
// files, so the landing page loads only the shell's (decision 050).
import { ptBRApp } from './pt-BR.app';
import { ptBRShell } from './pt-BR.shell';

export const ptBR = { ...ptBRShell, ...ptBRApp };

export type ShellMessages = typeof ptBRShell;
export type AppMessages = typeof ptBRApp;
/** Every message file has this shape: the same keys, strings at the leaves. */
export type Messages = typeof ptBR;
