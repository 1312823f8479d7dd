import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { JobQueue } from '../../../core/jobs/job-queue.service.js';
import { CmsNewsService } from '../news/cms-news.service.js';
import { CmsPagesService } from '../pages/cms-pages.service.js';
import { CONTENT_PUBLISH_JOB } from './content-publish.job-name.js';

/**
 * Scheduled publishing. Scheduling sends a `content.publish` job for the page's or article's time; every run
 * publishes whatever is due (so a run is idempotent, and a job sent twice or late does no harm), and a
 * schedule every minute catches a job that was never sent (the queue off in the process that scheduled).
 */
@Injectable()
export class ContentPublishJob implements OnModuleInit {
  private readonly logger = new Logger(ContentPublishJob.name);

  constructor(
    private readonly jobs: JobQueue,
    private readonly pages: CmsPagesService,
    private readonly news: CmsNewsService,
  ) {}

  onModuleInit(): void {
    this.jobs.register({
      name: CONTENT_PUBLISH_JOB,
      handler: async () => {
        await this.publishDue();
      },
      schedule: { cron: '* * * * *' },
      retry: { limit: 3, delaySeconds: 30, backoff: true },
    });
  }

  /** `now` lets tests move the clock. */
  async publishDue(now = new Date()): Promise<{ pages: number[]; news: number[] }> {
    const pages = await this.pages.publishDue(now);
    const news = await this.news.publishDue(now);
    if (pages.length + news.length > 0) {
      this.logger.log(
        `scheduled content published: pages ${pages.join(', ') || '–'}, news ${news.join(', ') || '–'}`,
      );
    }
    return { pages, news };
  }
}
