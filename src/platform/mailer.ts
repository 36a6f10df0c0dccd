// One interface, two real implementations: the outbox (local default: D1 plus
// the console) and Resend's HTTP API (production). No business rules here.
import type { Db } from '../db/client';
import { emailOutbox } from '../db/schema';
import { newId } from './crypto';

export interface Email {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the email is for (verify_email, reset_password, ...), for the outbox. */
  kind: string;
  locale: string;
}

export interface Mailer {
  send(email: Email): Promise<void>;
}

export class MailerError extends Error {}

export function outboxMailer(db: Db): Mailer {
  return {
    async send(email) {
      await db.insert(emailOutbox).values({
        id: newId('eml'),
        toAddress: email.to,
        subject: email.subject,
        textBody: email.text,
        htmlBody: email.html,
        kind: email.kind,
        locale: email.locale,
        createdAt: Date.now(),
      });
      console.log(`[outbox] to=${email.to} subject=${JSON.stringify(email.subject)}\n${email.text}`);
    },
  };
}

export const RESEND_URL = 'https://api.resend.com/emails';

/** Resend (resend.com): POST /emails with a bearer key; 2xx means accepted. */
export function resendMailer(apiKey: string, from: string, fetchImpl: typeof fetch = fetch): Mailer {
  return {
    async send(email) {
      const res = await fetchImpl(RESEND_URL, {
        method: 'POST',
        headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          from,
          to: [email.to],
          subject: email.subject,
          html: email.html,
          text: email.text,
          tags: [{ name: 'kind', value: email.kind }],
        }),
      });
      if (!res.ok) throw new MailerError(`Resend answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    },
  };
}
