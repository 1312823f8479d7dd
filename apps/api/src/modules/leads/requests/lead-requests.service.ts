import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { type CountryId, countryById, isValidZipCode } from '@fuel/domain';
import { SECRET_TOKEN_PATTERN } from '@fuel/domain/accounts';
import { LEAD_CONFIRM_TTL_DAYS, leadConsentText } from '@fuel/domain/leads';
import { RateLimiter } from '../../../core/auth/rate-limiter.service.js';
import type { RequestContext } from '../../../core/context/request-context.js';
import { TransactionRunner } from '../../../core/database/transaction-runner.js';
import { AppException } from '../../../core/http/error-response.js';
import { requireIdempotencyKey } from '../../../core/http/idempotency-key.js';
import { invalidInputMessage } from '../../../core/http/validation.js';
import { JobQueue } from '../../../core/jobs/job-queue.service.js';
import { newSecretToken, sha256 } from '../../accounts/index.js';
import { PlaceDirectory } from '../../location/index.js';
import { LeadMails, MailOutbox } from '../../mail/index.js';
import { LEAD_PARTNER, type LeadPartner } from '../partner/lead-partner.js';
import {
  type ComparedAnswers,
  ConsumptionComparisonService,
} from '../guide/consumption-comparison.service.js';
import type { CreateLeadRequestInput } from './dto/create-lead-request.input.js';
import type { LeadRequestConfirmedOutput, LeadRequestCreatedOutput } from './dto/lead-request.output.js';
import { leadRequestLimits } from './lead-request-limits.js';
import { type LeadRow, LeadRequestsRepository, type NewLead } from './lead-requests.repository.js';
import { LEAD_TRANSFER_JOB } from './lead-transfer.service.js';

/** The answer to a lead request: fresh, or the first answer again for a repeat with the same key. */
export interface LeadRequestCreation {
  readonly body: LeadRequestCreatedOutput;
  readonly replayed: boolean;
}

/** What a repeat must match to be the same request: everything the household sent. */
type RequestedLead = Pick<
  NewLead,
  | 'guideId'
  | 'countryId'
  | 'salutation'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'zipCode'
  | 'preferredContactTime'
  | 'message'
  | 'answers'
  | 'result'
  | 'consentVersion'
>;

const CONFIRM_TTL_MS = LEAD_CONFIRM_TTL_DAYS * 24 * 60 * 60 * 1000;

/**
 * The lead form and its double opt-in. A request is stored once per Idempotency-Key: the key is unique on
 * the lead, so of concurrent requests with one key one inserts and the others wait for its commit and answer
 * the same lead. The lead and its confirmation mail (outbox, one per lead) are one transaction; confirming
 * makes the lead due for the transfer outbox (LeadTransferService).
 */
@Injectable()
export class LeadRequestsService {
  private readonly logger = new Logger(LeadRequestsService.name);

  constructor(
    @Inject(LEAD_PARTNER) private readonly partner: LeadPartner,
    private readonly comparison: ConsumptionComparisonService,
    private readonly repository: LeadRequestsRepository,
    private readonly places: PlaceDirectory,
    private readonly outbox: MailOutbox,
    private readonly mails: LeadMails,
    private readonly limiter: RateLimiter,
    private readonly runner: TransactionRunner,
    private readonly jobs: JobQueue,
  ) {}

  async create(
    ctx: RequestContext,
    guideId: number,
    countryId: CountryId,
    header: string | undefined,
    input: CreateLeadRequestInput,
    clientAddress: string,
  ): Promise<LeadRequestCreation> {
    const key = requireIdempotencyKey(header);
    const zipCode = input.ZipCode.trim();
    await this.assertSiteZipCode(countryId, zipCode);
    // A repeat of a stored request spends no attempt of the limits, the comparison's included.
    const previous = await this.repository.byIdempotencyKey(key);
    const { answers, result } = await this.compareAnswers(
      ctx,
      guideId,
      countryId,
      input.Answers,
      previous ? null : clientAddress,
    );
    const requested: RequestedLead = {
      guideId,
      countryId,
      salutation: input.Salutation ?? null,
      firstName: input.FirstName.trim(),
      lastName: input.LastName.trim(),
      email: input.Email.trim().toLowerCase(),
      phone: input.Phone.trim(),
      zipCode,
      preferredContactTime: input.PreferredContactTime,
      message: input.Message?.trim() || null,
      answers,
      result,
      consentVersion: input.ConsentVersion,
    };
    if (previous) return replay(previous, requested);

    const limits = leadRequestLimits(requested.email, clientAddress);
    await this.limiter.consume(limits);
    try {
      await this.assertPartnerServes(countryId, zipCode);
    } catch (error) {
      // No lead was taken: an unserved code or the partner's outage spends none of the household's attempts.
      await this.limiter.release(limits);
      throw error;
    }
    const token = newSecretToken();
    const created = await this.runner.transaction(async () => {
      const lead = await this.repository.insert({
        ...requested,
        consentText: consentTextOf(input.ConsentVersion),
        consentedAt: new Date(),
        confirmTokenHash: sha256(token),
        idempotencyKey: key,
      });
      if (!lead) return undefined;
      await this.outbox.enqueue(
        this.mails.confirmRequest({
          leadId: lead.id,
          to: lead.email,
          countryId,
          token,
          salutation: lead.salutation,
          firstName: lead.firstName,
          lastName: lead.lastName,
          phone: lead.phone,
          zipCode: lead.zipCode,
          preferredContactTime: input.PreferredContactTime,
        }),
      );
      return lead;
    });
    if (created) return { body: { LeadId: created.id, Confirmed: false }, replayed: false };

    // A concurrent request with this key stored its lead first.
    await this.limiter.release(limits);
    const first = await this.repository.byIdempotencyKey(key);
    if (!first) throw keyReused();
    return replay(first, requested);
  }

  /** Confirms the lead of a double opt-in link once; a repeated click answers the same. */
  async confirm(token: string, now = new Date()): Promise<LeadRequestConfirmedOutput> {
    const lead = SECRET_TOKEN_PATTERN.test(token)
      ? await this.repository.byConfirmTokenHash(sha256(token))
      : undefined;
    if (!lead) {
      throw new AppException(HttpStatus.NOT_FOUND, 'TOKEN_INVALID', 'Dieser Bestätigungslink ist ungültig.');
    }
    if (lead.confirmedAt) return { Confirmed: true };
    if (now.getTime() - lead.createdAt.getTime() > CONFIRM_TTL_MS) {
      throw new AppException(
        HttpStatus.GONE,
        'TOKEN_EXPIRED',
        `Dieser Bestätigungslink ist abgelaufen (${LEAD_CONFIRM_TTL_DAYS} Tage). Bitte senden Sie Ihre Anfrage noch einmal.`,
      );
    }
    await this.runner.transaction(async () => {
      // Of concurrent clicks one confirms and sends the job; the others find it confirmed.
      if (await this.repository.confirm(lead.id, now)) await this.jobs.send(LEAD_TRANSFER_JOB, {});
    });
    return { Confirmed: true };
  }

  /** A postal code of the site, as the calculator knows them: a lead elsewhere reaches nobody. */
  private async assertSiteZipCode(countryId: CountryId, zipCode: string): Promise<void> {
    if (isValidZipCode(zipCode, countryId) && (await this.places.place(countryId, zipCode))) return;
    const message = `Bitte geben Sie eine Postleitzahl in ${countryById(countryId).name} ein.`;
    throw new AppException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', message, [
      { field: 'ZipCode', messages: [message] },
    ]);
  }

  /** The result computed again from the answers; the comparison's refusals name the answer inside `Answers`. */
  private async compareAnswers(
    ctx: RequestContext,
    guideId: number,
    countryId: CountryId,
    answers: Readonly<Record<string, unknown>>,
    clientAddress: string | null,
  ): Promise<ComparedAnswers> {
    try {
      return await this.comparison.compare(ctx, guideId, countryId, answers, clientAddress);
    } catch (error) {
      if (!(error instanceof AppException) || error.status !== 400 || !error.fieldErrors) throw error;
      const fieldErrors = error.fieldErrors.map(({ field, messages }) => ({
        field: `Answers.${field}`,
        messages,
      }));
      // One answer at fault keeps the comparison's own sentence; several are named.
      const message =
        fieldErrors.length === 1 ? error.message : invalidInputMessage(fieldErrors.map((e) => e.field));
      throw new AppException(HttpStatus.BAD_REQUEST, error.code, message, fieldErrors);
    }
  }

  private async assertPartnerServes(countryId: CountryId, zipCode: string): Promise<void> {
    let served: boolean;
    try {
      served = await this.partner.isAvailable(countryId, zipCode);
    } catch (error) {
      this.logger.warn(
        `lead partner check failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      throw new AppException(
        HttpStatus.SERVICE_UNAVAILABLE,
        'PARTNER_UNAVAILABLE',
        'Unser Modernisierungspartner ist gerade nicht erreichbar. Bitte versuchen Sie es in einigen Minuten noch einmal.',
      );
    }
    if (!served) {
      throw new AppException(
        HttpStatus.CONFLICT,
        'PARTNER_NOT_SERVING',
        `Für die Postleitzahl ${zipCode} kann unser Modernisierungspartner leider kein Angebot machen.`,
      );
    }
  }
}

/** The first answer again, when the repeat sent the same; another request under the key is refused (422, as an order's). */
function replay(stored: LeadRow, requested: RequestedLead): LeadRequestCreation {
  if (fingerprint(stored) !== fingerprint(requested)) throw keyReused();
  return { body: { LeadId: stored.id, Confirmed: false }, replayed: true };
}

/** The household's input in a fixed order (answers by key), comparable between a request and a row. */
function fingerprint(lead: RequestedLead): string {
  const answers = Object.entries(lead.answers).sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([
    lead.guideId,
    lead.countryId,
    lead.salutation ?? null,
    lead.firstName,
    lead.lastName,
    lead.email,
    lead.phone,
    lead.zipCode,
    lead.preferredContactTime,
    lead.message ?? null,
    lead.consentVersion,
    answers,
  ]);
}

function keyReused(): AppException {
  return new AppException(
    HttpStatus.UNPROCESSABLE_ENTITY,
    'IDEMPOTENCY_KEY_REUSED',
    'Diese Anfrage wurde mit anderen Angaben schon einmal gesendet. Bitte laden Sie die Seite neu und senden Sie sie erneut.',
  );
}

function consentTextOf(version: string): string {
  const text = leadConsentText(version);
  // The DTO admits known versions only.
  if (text === undefined) throw new Error(`unknown consent version ${version}`);
  return text;
}
