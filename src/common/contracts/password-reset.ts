// The forgot-password queue's message (decision 035), apart from its consumer so
// the bindings' types (src/env.ts) can name it without importing the account feature.

/** The whole message: the address as typed. Nothing else, so it is alike for every address. */
export interface PasswordResetMessage {
  email: string;
}
