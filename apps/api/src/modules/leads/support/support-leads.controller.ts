import { Controller, Delete, Get, Param, Query, StreamableFile } from '@nestjs/common';
import { ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Permission } from '../../../core/auth/auth.decorators.js';
import { Ctx } from '../../../core/context/ctx.decorator.js';
import type { RequestContext } from '../../../core/context/request-context.js';
import { uuidPipe } from '../../../core/http/database-id.pipe.js';
import { Endpoint } from '../../../core/http/endpoint.decorator.js';
import { SupportLeadExportQuery, SupportLeadSearchQuery } from './dto/support-lead-search.query.js';
import { SupportLeadDetailsOutput, SupportLeadPageOutput } from './dto/support-lead.output.js';
import { leadNotFound, SupportLeadsService } from './support-leads.service.js';

/** An id that cannot be a lead's is a lead that does not exist. */
const LEAD_ID_PIPE = uuidPipe(leadNotFound);

/** The consumption guide's leads in the back office (Marketing; admin holds every permission). */
@ApiTags('support')
@Controller('api/support/leads')
export class SupportLeadsController {
  constructor(private readonly leads: SupportLeadsService) {}

  @Get()
  @Permission('leads.manage')
  @Endpoint({
    operationId: 'searchSupportLeads',
    summary:
      'Leads by period (site days), site and transfer status, newest first, 50 a page, without the answers',
    ok: SupportLeadPageOutput,
  })
  search(@Query() query: SupportLeadSearchQuery): Promise<SupportLeadPageOutput> {
    return this.leads.search(query);
  }

  // Before ':leadId', which would take 'export' for an id.
  @Get('export')
  @Permission('leads.manage')
  @Endpoint({
    operationId: 'exportSupportLeads',
    summary: "The period's leads (optionally one site) as CSV for German Excel, streamed; audited",
    okDescription: 'CSV (semicolons, UTF-8 with BOM) as an attachment',
  })
  @ApiProduces('text/csv')
  export(@Ctx() ctx: RequestContext, @Query() query: SupportLeadExportQuery): Promise<StreamableFile> {
    return this.leads.export(ctx, query);
  }

  @Get(':leadId')
  @Permission('leads.manage')
  @Endpoint({
    operationId: 'getSupportLead',
    summary: 'A lead with its answers, result summary, consent as shown and transfer state',
    ok: SupportLeadDetailsOutput,
    errors: { 404: 'No such lead' },
  })
  @ApiParam({ name: 'leadId', format: 'uuid' })
  details(@Param('leadId', LEAD_ID_PIPE) leadId: string): Promise<SupportLeadDetailsOutput> {
    return this.leads.details(leadId);
  }

  @Delete(':leadId')
  @Permission('leads.manage')
  @Endpoint({
    operationId: 'deleteSupportLead',
    summary: 'Deletes a lead on the household’s request; audited without its personal data',
    status: 204,
    errors: { 404: 'No such lead' },
  })
  @ApiParam({ name: 'leadId', format: 'uuid' })
  delete(@Ctx() ctx: RequestContext, @Param('leadId', LEAD_ID_PIPE) leadId: string): Promise<void> {
    return this.leads.delete(ctx, leadId);
  }
}
