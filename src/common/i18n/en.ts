// English. Typed as Messages so a missing or extra key fails the typecheck.
import type { Messages } from './pt-BR';
import { enApp } from './en.app';
import { enShell } from './en.shell';

export const en: Messages = { ...enShell, ...enApp };
