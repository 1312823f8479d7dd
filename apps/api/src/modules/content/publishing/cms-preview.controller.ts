import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../core/auth/auth.decorators.js';
import { Endpoint } from '../../../core/http/endpoint.decorator.js';
import { CmsPreviewService } from './cms-preview.service.js';
import { CmsPreviewOutput } from './dto/preview.output.js';

@ApiTags('cms')
@Controller('api/cms/preview')
export class CmsPreviewController {
  constructor(private readonly previews: CmsPreviewService) {}

  @Get(':token')
  // The token is the access: whoever holds an unexpired preview link sees the draft, nobody else.
  @Public()
  @Header('Cache-Control', 'private, no-store')
  @Header('X-Robots-Tag', 'noindex')
  @Endpoint({
    operationId: 'getCmsPreview',
    summary: 'The current draft behind a preview link, shaped like the public page or article',
    ok: CmsPreviewOutput,
    errors: { 404: 'Unknown, tampered or expired link (which of them is not said)' },
  })
  @ApiParam({ name: 'token', type: String })
  preview(@Param('token') token: string): Promise<CmsPreviewOutput> {
    return this.previews.preview(token);
  }
}
