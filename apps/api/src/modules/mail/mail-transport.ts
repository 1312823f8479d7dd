import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport } from 'nodemailer';
import { APP_CONFIG } from '../../core/config/config.module.js';
import type { AppConfig } from '../../core/config/app-config.js';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

type SmtpTransport = ReturnType<typeof createTransport>;

/**
 * SMTP over SMTP_URL with short timeouts, so an unreachable server fails the attempt quickly and the
 * worker reschedules; MAIL_TRANSPORT=log writes mails to the log instead.
 */
@Injectable()
export class MailTransport implements OnApplicationShutdown {
  private readonly logger = new Logger(MailTransport.name);
  private smtp: SmtpTransport | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async send(message: MailMessage): Promise<void> {
    if (this.config.mailTransport === 'log') {
      this.logger.log(`mail to ${message.to}: ${message.subject}\n${message.text}`);
      return;
    }
    this.smtp ??= createTransport({
      url: this.config.smtpUrl,
      connectionTimeout: 5_000,
      greetingTimeout: 5_000,
      socketTimeout: 10_000,
    });
    await this.smtp.sendMail({ from: this.config.mailFrom, ...message });
  }

  onApplicationShutdown(): void {
    this.smtp?.close();
  }
}
