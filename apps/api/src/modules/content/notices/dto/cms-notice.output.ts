import { ApiProperty } from '@nestjs/swagger';
import { COUNTRY_IDS, type CountryId } from '@fuel/domain';
import { NOTICE_PLACEMENTS, NOTICE_TONES, type NoticePlacement, type NoticeTone } from '@fuel/domain/content';
import type { NoticeStatus } from '../notice-rules.js';

export class SiteNoticeOutput {
  @ApiProperty({ example: 12 })
  id: number;

  @ApiProperty({ enum: NOTICE_PLACEMENTS, enumName: 'NoticePlacement' })
  placement: NoticePlacement;

  @ApiProperty({ enum: NOTICE_TONES, enumName: 'NoticeTone' })
  tone: NoticeTone;

  @ApiProperty({ type: String, nullable: true })
  title: string | null;

  @ApiProperty({ example: 'Lieferzeiten derzeit 3–4 Wochen.' })
  message: string;

  @ApiProperty({ type: String, nullable: true })
  linkLabel: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'A path of the site or an https address' })
  linkUrl: string | null;
}

export class SiteNoticeListOutput {
  @ApiProperty({ type: [SiteNoticeOutput], description: 'Highest priority first' })
  items: SiteNoticeOutput[];
}

export class CmsNoticeOutput extends SiteNoticeOutput {
  @ApiProperty({ enum: COUNTRY_IDS, isArray: true })
  countryIds: CountryId[];

  @ApiProperty({ format: 'date-time' })
  startsAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  endsAt: string | null;

  @ApiProperty()
  priority: number;

  @ApiProperty()
  active: boolean;

  @ApiProperty({
    enum: ['live', 'scheduled', 'ended', 'off'],
    enumName: 'NoticeStatus',
    description: 'live: shows now; scheduled: starts later; ended: its period is over; off: switched off',
  })
  status: NoticeStatus;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}

export class CmsNoticeListOutput {
  @ApiProperty({ type: [CmsNoticeOutput] })
  items: CmsNoticeOutput[];
}
