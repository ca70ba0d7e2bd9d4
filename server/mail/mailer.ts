import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

const FROM = 'Karta Produktu <no-reply@karta-produktu.local>';

/**
 * Mail through nodemailer: SMTP when a URL is configured, otherwise the JSON transport, each message
 * written to `outbox/` so a newcomer (and the e2e tests) can open the links without a mail server.
 */
export function createMailer(options: { smtpUrl: string | null; dataDir: string }): Mailer {
  if (options.smtpUrl !== null) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: FROM, ...mail });
      },
    };
  }
  const outbox = join(options.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ jsonTransport: true });
  let sequence = 0;
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: FROM, ...mail });
      mkdirSync(outbox, { recursive: true });
      sequence += 1;
      const name = `${Date.now()}-${String(sequence).padStart(4, '0')}.json`;
      writeFileSync(join(outbox, name), String(info.message));
    },
  };
}
