import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { AuditLog } from '../../../core/audit/audit-log.service.js';
import { systemContext } from '../../../core/context/request-context.js';
import { TransactionRunner } from '../../../core/database/transaction-runner.js';
import type { NoJobData } from '../../../core/jobs/job-definition.type.js';
import { JobQueue } from '../../../core/jobs/job-queue.service.js';
import {
  LEAD_PARTNER,
  type LeadPartner,
  type PartnerLead,
  partnerResultSummary,
} from '../partner/lead-partner.js';
import { afterFailedTransfer, TRANSFER_LEASE_SECONDS } from './lead-transfer.policy.js';
import { type ClaimedTransfer, type LeadRow, LeadRequestsRepository } from './lead-requests.repository.js';

const BATCH_SIZE = 20;

/** Hands confirmed leads to the partner; sent with each confirmation, when a retry comes due, and every minute. */
export const LEAD_TRANSFER_JOB = 'leads.transfer';

declare module '../../../core/jobs/job-definition.type.js' {
  interface JobDataMap {
    [LEAD_TRANSFER_JOB]: NoJobData;
  }
}

export interface TransferReport {
  sent: number;
  retried: number;
  failed: number;
}

/**
 * The transfer outbox, run as the `leads.transfer` job: each run claims the due leads (lease + SKIP LOCKED, so
 * runs in several processes share the work) and hands each to the partner. A lead marked sent is never claimed
 * again; only a worker that dies (or outlives its lease) between the partner's answer and the mark makes the
 * lead go again, and the partner answers a repeated lead id with the same reference. Failures back off
 * (lead-transfer.policy) and end, after the last attempt, in `failed`: audited and logged for a person.
 */
@Injectable()
export class LeadTransferService implements OnModuleInit {
  private readonly logger = new Logger(LeadTransferService.name);
  private running: Promise<TransferReport> | undefined;

  constructor(
    @Inject(LEAD_PARTNER) private readonly partner: LeadPartner,
    private readonly repository: LeadRequestsRepository,
    private readonly runner: TransactionRunner,
    private readonly audit: AuditLog,
    private readonly jobs: JobQueue,
  ) {}

  onModuleInit(): void {
    this.jobs.register({
      name: LEAD_TRANSFER_JOB,
      handler: () => this.transferDue(),
      schedule: { cron: '* * * * *' },
      // A failed run is the database's failure (the partner's are the leads' own retries): try again soon.
      retry: { limit: 5, delaySeconds: 5, backoff: true, maxDelaySeconds: 300 },
      timeoutSeconds: TRANSFER_LEASE_SECONDS,
    });
  }

  /** One run over the due leads; runs of one process never overlap. `now` lets tests skip the backoff. */
  transferDue(now: Date = new Date()): Promise<TransferReport> {
    this.running ??= this.run(now).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async run(now: Date): Promise<TransferReport> {
    const report: TransferReport = { sent: 0, retried: 0, failed: 0 };
    const leaseUntil = new Date(now.getTime() + TRANSFER_LEASE_SECONDS * 1000);
    const claimed = await this.repository.claimDueTransfers(now, leaseUntil, BATCH_SIZE);
    for (const claim of claimed) {
      const outcome = await this.transfer(claim, now);
      if (outcome) report[outcome] += 1;
    }
    return report;
  }

  /** The claim's outcome; undefined when the claim was no longer this worker's to record. */
  private async transfer(claim: ClaimedTransfer, now: Date): Promise<keyof TransferReport | undefined> {
    let reference: string;
    try {
      ({ reference } = await this.partner.transfer(partnerLeadOf(claim.lead)));
    } catch (error) {
      return this.recordFailure(claim, error instanceof Error ? error.message : String(error), now);
    }
    return (await this.repository.markTransferred(claim, reference, new Date())) ? 'sent' : undefined;
  }

  private async recordFailure(
    claim: ClaimedTransfer,
    message: string,
    now: Date,
  ): Promise<keyof TransferReport | undefined> {
    const { id, transferAttempts: attempts } = claim.lead;
    const outcome = afterFailedTransfer(attempts, now);
    const nextAt = outcome.status === 'pending' ? outcome.nextAt : null;
    const recorded = await this.runner.transaction(async () => {
      if (!(await this.repository.markTransferFailed(claim, message.slice(0, 1_000), nextAt))) return false;
      if (nextAt) {
        await this.jobs.send(LEAD_TRANSFER_JOB, {}, { startAfter: nextAt });
      } else {
        await this.audit.record(systemContext(LEAD_TRANSFER_JOB), {
          action: 'leads.transfer-fail',
          entityType: 'lead',
          entityId: id,
          after: { transferStatus: 'failed', attempts },
        });
      }
      return true;
    });
    if (!recorded) return undefined;
    if (nextAt) {
      this.logger.warn(
        `lead ${id}: transfer attempt ${attempts} failed, next at ${nextAt.toISOString()}: ${message}`,
      );
      return 'retried';
    }
    this.logger.error(`lead ${id}: transfer given up after ${attempts} attempts: ${message}`);
    return 'failed';
  }
}

function partnerLeadOf(lead: LeadRow): PartnerLead {
  return {
    id: lead.id,
    countryId: lead.countryId,
    salutation: lead.salutation,
    firstName: lead.firstName,
    lastName: lead.lastName,
    email: lead.email,
    phone: lead.phone,
    zipCode: lead.zipCode,
    preferredContactTime: lead.preferredContactTime,
    message: lead.message,
    answers: lead.answers,
    result: partnerResultSummary(lead.result),
  };
}
